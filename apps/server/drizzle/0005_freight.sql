CREATE TABLE "department_warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"address" varchar(500) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"name" varchar(255) NOT NULL,
	"city" varchar(255) NOT NULL,
	"timezone" varchar(64) NOT NULL,
	CONSTRAINT "departments_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "movement_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"department_id" integer NOT NULL,
	"distance" integer NOT NULL,
	"plan_date_arrival" timestamp with time zone NOT NULL,
	"is_plan_manual" boolean DEFAULT false NOT NULL,
	"fact_date_arrival" timestamp with time zone,
	"interval" integer
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"inn" varchar(12) NOT NULL,
	"kpp" varchar(9)
);
--> statement-breakpoint
CREATE TABLE "route_disclaimers" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"comment" text NOT NULL,
	"created_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"comment" text NOT NULL,
	"contractor_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_way_id" integer NOT NULL,
	"summ_kopecks" bigint NOT NULL,
	"source" smallint NOT NULL,
	"tender_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_way_points" (
	"route_way_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"department_id" integer NOT NULL,
	"distance" integer NOT NULL,
	CONSTRAINT "route_way_points_route_way_id_position_pk" PRIMARY KEY("route_way_id","position")
);
--> statement-breakpoint
CREATE TABLE "route_ways" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(255) NOT NULL,
	"transportation_type" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"route_way_id" integer NOT NULL,
	"route_code" varchar(64) NOT NULL,
	"route_day" date NOT NULL,
	"transportation_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"first_department_id" integer NOT NULL,
	"last_department_id" integer NOT NULL,
	"plan_date_arrival" timestamp with time zone NOT NULL,
	"plan_date_loading" timestamp with time zone NOT NULL,
	"initial_sum_kopecks" bigint NOT NULL,
	"freight_sum_kopecks" bigint,
	"contractor_id" integer,
	"route_owner_id" integer,
	"manager_id" integer,
	"vehicle_id" integer,
	"trailer_id" integer,
	"first_driver_id" integer,
	"second_driver_id" integer,
	"comment" text,
	"is_draft" boolean DEFAULT true NOT NULL,
	"is_cancel" boolean DEFAULT false NOT NULL,
	"current_state" smallint DEFAULT 0 NOT NULL,
	"lateness" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "department_warehouses" ADD CONSTRAINT "department_warehouses_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_points" ADD CONSTRAINT "movement_points_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_points" ADD CONSTRAINT "movement_points_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_disclaimers" ADD CONSTRAINT "route_disclaimers_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_disclaimers" ADD CONSTRAINT "route_disclaimers_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_disclaimers" ADD CONSTRAINT "route_disclaimers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_disclaimers" ADD CONSTRAINT "route_disclaimers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_events" ADD CONSTRAINT "route_events_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_events" ADD CONSTRAINT "route_events_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_events" ADD CONSTRAINT "route_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_tariffs" ADD CONSTRAINT "route_tariffs_route_way_id_route_ways_id_fk" FOREIGN KEY ("route_way_id") REFERENCES "public"."route_ways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_tariffs" ADD CONSTRAINT "route_tariffs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_way_points" ADD CONSTRAINT "route_way_points_route_way_id_route_ways_id_fk" FOREIGN KEY ("route_way_id") REFERENCES "public"."route_ways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_way_points" ADD CONSTRAINT "route_way_points_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_ways" ADD CONSTRAINT "route_ways_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_route_way_id_route_ways_id_fk" FOREIGN KEY ("route_way_id") REFERENCES "public"."route_ways"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_transportation_id_transportation_names_id_fk" FOREIGN KEY ("transportation_id") REFERENCES "public"."transportation_names"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_first_department_id_departments_id_fk" FOREIGN KEY ("first_department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_last_department_id_departments_id_fk" FOREIGN KEY ("last_department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_route_owner_id_route_owners_id_fk" FOREIGN KEY ("route_owner_id") REFERENCES "public"."route_owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "department_warehouses_department_idx" ON "department_warehouses" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "movement_points_route_position_uq" ON "movement_points" USING btree ("route_id","position");--> statement-breakpoint
CREATE INDEX "organizations_customer_idx" ON "organizations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "route_disclaimers_route_idx" ON "route_disclaimers" USING btree ("route_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "route_disclaimers_open_uq" ON "route_disclaimers" USING btree ("route_id","contractor_id") WHERE "route_disclaimers"."status" = 0;--> statement-breakpoint
CREATE INDEX "route_events_route_idx" ON "route_events" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "route_tariffs_route_way_idx" ON "route_tariffs" USING btree ("route_way_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "route_ways_customer_code_uq" ON "route_ways" USING btree ("customer_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "routes_customer_day_code_uq" ON "routes" USING btree ("customer_id","route_day","route_code");--> statement-breakpoint
CREATE INDEX "routes_customer_plan_idx" ON "routes" USING btree ("customer_id","plan_date_arrival" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "routes_contractor_plan_idx" ON "routes" USING btree ("contractor_id","plan_date_arrival" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "routes_route_way_idx" ON "routes" USING btree ("route_way_id");