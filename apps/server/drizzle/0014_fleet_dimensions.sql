CREATE TABLE "dimensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"weight" numeric(9, 2) NOT NULL,
	"volume" numeric(9, 2) NOT NULL,
	"volume_from" numeric(9, 2) NOT NULL,
	"volume_to" numeric(9, 2) NOT NULL,
	"percentage" numeric(7, 2) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_containers" (
	"route_id" integer NOT NULL,
	"container_id" integer NOT NULL,
	CONSTRAINT "route_containers_route_id_container_id_pk" PRIMARY KEY("route_id","container_id")
);
--> statement-breakpoint
CREATE TABLE "route_way_dimension_options" (
	"route_way_dimension_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"dimension_id" integer NOT NULL,
	"first_department_id" integer,
	"last_department_id" integer,
	CONSTRAINT "route_way_dimension_options_route_way_dimension_id_position_pk" PRIMARY KEY("route_way_dimension_id","position")
);
--> statement-breakpoint
CREATE TABLE "route_way_dimensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"route_way_id" integer NOT NULL,
	"dimension_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dimensions" ADD CONSTRAINT "dimensions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_containers" ADD CONSTRAINT "route_containers_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_containers" ADD CONSTRAINT "route_containers_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_way_dimension_options" ADD CONSTRAINT "route_way_dimension_options_route_way_dimension_id_route_way_dimensions_id_fk" FOREIGN KEY ("route_way_dimension_id") REFERENCES "public"."route_way_dimensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_way_dimension_options" ADD CONSTRAINT "route_way_dimension_options_dimension_id_dimensions_id_fk" FOREIGN KEY ("dimension_id") REFERENCES "public"."dimensions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_way_dimension_options" ADD CONSTRAINT "route_way_dimension_options_first_department_id_departments_id_fk" FOREIGN KEY ("first_department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_way_dimension_options" ADD CONSTRAINT "route_way_dimension_options_last_department_id_departments_id_fk" FOREIGN KEY ("last_department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_way_dimensions" ADD CONSTRAINT "route_way_dimensions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_way_dimensions" ADD CONSTRAINT "route_way_dimensions_route_way_id_route_ways_id_fk" FOREIGN KEY ("route_way_id") REFERENCES "public"."route_ways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_way_dimensions" ADD CONSTRAINT "route_way_dimensions_dimension_id_dimensions_id_fk" FOREIGN KEY ("dimension_id") REFERENCES "public"."dimensions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dimensions_customer_idx" ON "dimensions" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dimensions_customer_default_uq" ON "dimensions" USING btree ("customer_id") WHERE "dimensions"."is_default";--> statement-breakpoint
CREATE INDEX "route_containers_container_idx" ON "route_containers" USING btree ("container_id");--> statement-breakpoint
CREATE INDEX "route_way_dimension_options_dimension_idx" ON "route_way_dimension_options" USING btree ("dimension_id");--> statement-breakpoint
CREATE UNIQUE INDEX "route_way_dimensions_route_way_uq" ON "route_way_dimensions" USING btree ("route_way_id");--> statement-breakpoint
CREATE INDEX "route_way_dimensions_customer_idx" ON "route_way_dimensions" USING btree ("customer_id","id");--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_trailer_id_vehicles_id_fk" FOREIGN KEY ("trailer_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_first_driver_id_drivers_id_fk" FOREIGN KEY ("first_driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_second_driver_id_drivers_id_fk" FOREIGN KEY ("second_driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;