CREATE TABLE "appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"rating_event_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"comment" text NOT NULL,
	"decision_comment" text,
	"created_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"index_value_id" integer NOT NULL,
	"movement_point_id" integer,
	"route_event_id" integer,
	"event_date" timestamp with time zone NOT NULL,
	"comment" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"rating_id" integer NOT NULL,
	"before" double precision,
	"after" double precision NOT NULL,
	"reason" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_index_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"index_id" integer NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"value" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_index_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"rating_id" integer NOT NULL,
	"index_id" integer NOT NULL,
	"count_no_delayed" integer,
	"count_auctions" integer,
	"count_routes" integer,
	"points" double precision DEFAULT 0 NOT NULL,
	"bonus" double precision DEFAULT 0 NOT NULL,
	"bonus_comment" text,
	"result" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_indexes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(255) NOT NULL,
	"formula" text NOT NULL,
	"koeff" double precision NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_settings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"grace_minutes" integer DEFAULT 10 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"period_id" smallint NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"rating" double precision NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_rating_event_id_rating_events_id_fk" FOREIGN KEY ("rating_event_id") REFERENCES "public"."rating_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_events" ADD CONSTRAINT "rating_events_index_value_id_rating_index_values_id_fk" FOREIGN KEY ("index_value_id") REFERENCES "public"."rating_index_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_events" ADD CONSTRAINT "rating_events_movement_point_id_movement_points_id_fk" FOREIGN KEY ("movement_point_id") REFERENCES "public"."movement_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_events" ADD CONSTRAINT "rating_events_route_event_id_route_events_id_fk" FOREIGN KEY ("route_event_id") REFERENCES "public"."route_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_history" ADD CONSTRAINT "rating_history_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_index_options" ADD CONSTRAINT "rating_index_options_index_id_rating_indexes_id_fk" FOREIGN KEY ("index_id") REFERENCES "public"."rating_indexes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_index_values" ADD CONSTRAINT "rating_index_values_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_index_values" ADD CONSTRAINT "rating_index_values_index_id_rating_indexes_id_fk" FOREIGN KEY ("index_id") REFERENCES "public"."rating_indexes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_indexes" ADD CONSTRAINT "rating_indexes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_settings" ADD CONSTRAINT "rating_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appeals_customer_idx" ON "appeals" USING btree ("customer_id","status","id");--> statement-breakpoint
CREATE INDEX "appeals_contractor_idx" ON "appeals" USING btree ("contractor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_open_uq" ON "appeals" USING btree ("rating_event_id") WHERE "appeals"."status" in (0, 1, 2);--> statement-breakpoint
CREATE UNIQUE INDEX "rating_events_point_uq" ON "rating_events" USING btree ("index_value_id","movement_point_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rating_events_route_event_uq" ON "rating_events" USING btree ("index_value_id","route_event_id");--> statement-breakpoint
CREATE INDEX "rating_history_rating_idx" ON "rating_history" USING btree ("rating_id","id");--> statement-breakpoint
CREATE INDEX "rating_index_options_index_idx" ON "rating_index_options" USING btree ("index_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rating_index_values_rating_index_uq" ON "rating_index_values" USING btree ("rating_id","index_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rating_indexes_customer_code_uq" ON "rating_indexes" USING btree ("customer_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_period_uq" ON "ratings" USING btree ("customer_id","contractor_id","period_id","date_from");--> statement-breakpoint
CREATE INDEX "ratings_contractor_idx" ON "ratings" USING btree ("contractor_id","customer_id","period_id","date_from");