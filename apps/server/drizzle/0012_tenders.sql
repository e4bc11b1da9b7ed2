CREATE TABLE "tender_bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"route_template_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"user_id" integer,
	"summ_kopecks" bigint NOT NULL,
	"created_on" timestamp (3) with time zone NOT NULL,
	"declined_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "tender_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"route_template_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"user_id" integer,
	"summ_kopecks" bigint NOT NULL,
	"volume" integer NOT NULL,
	"created_on" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_participants" (
	"tender_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	CONSTRAINT "tender_participants_tender_id_contractor_id_pk" PRIMARY KEY("tender_id","contractor_id")
);
--> statement-breakpoint
CREATE TABLE "tender_route_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"route_way_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"transportation_id" integer NOT NULL,
	"dimension_id" integer,
	"route_owner_id" integer,
	"start_sum_kopecks" bigint NOT NULL,
	"trips_count" integer NOT NULL,
	"winner_bid_id" integer,
	"tariff_before_kopecks" bigint
);
--> statement-breakpoint
CREATE TABLE "tender_routes" (
	"route_id" integer PRIMARY KEY NOT NULL,
	"route_template_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"name" varchar(255) NOT NULL,
	"date_start" timestamp (3) with time zone,
	"date_end" timestamp (3) with time zone NOT NULL,
	"contractor_list_id" integer,
	"comment" text,
	"notified_day_before" boolean DEFAULT false NOT NULL,
	"notified_hour_before" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tender_bids" ADD CONSTRAINT "tender_bids_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_bids" ADD CONSTRAINT "tender_bids_route_template_id_tender_route_templates_id_fk" FOREIGN KEY ("route_template_id") REFERENCES "public"."tender_route_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_bids" ADD CONSTRAINT "tender_bids_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_bids" ADD CONSTRAINT "tender_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_offers" ADD CONSTRAINT "tender_offers_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_offers" ADD CONSTRAINT "tender_offers_route_template_id_tender_route_templates_id_fk" FOREIGN KEY ("route_template_id") REFERENCES "public"."tender_route_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_offers" ADD CONSTRAINT "tender_offers_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_offers" ADD CONSTRAINT "tender_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_participants" ADD CONSTRAINT "tender_participants_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_participants" ADD CONSTRAINT "tender_participants_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_route_templates" ADD CONSTRAINT "tender_route_templates_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_route_templates" ADD CONSTRAINT "tender_route_templates_route_way_id_route_ways_id_fk" FOREIGN KEY ("route_way_id") REFERENCES "public"."route_ways"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_route_templates" ADD CONSTRAINT "tender_route_templates_transportation_id_transportation_names_id_fk" FOREIGN KEY ("transportation_id") REFERENCES "public"."transportation_names"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_route_templates" ADD CONSTRAINT "tender_route_templates_route_owner_id_route_owners_id_fk" FOREIGN KEY ("route_owner_id") REFERENCES "public"."route_owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_routes" ADD CONSTRAINT "tender_routes_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_routes" ADD CONSTRAINT "tender_routes_route_template_id_tender_route_templates_id_fk" FOREIGN KEY ("route_template_id") REFERENCES "public"."tender_route_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_contractor_list_id_contractor_lists_id_fk" FOREIGN KEY ("contractor_list_id") REFERENCES "public"."contractor_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tender_bids_lot_contractor_uq" ON "tender_bids" USING btree ("route_template_id","contractor_id");--> statement-breakpoint
CREATE INDEX "tender_bids_tender_idx" ON "tender_bids" USING btree ("tender_id");--> statement-breakpoint
CREATE INDEX "tender_offers_lot_idx" ON "tender_offers" USING btree ("route_template_id","contractor_id");--> statement-breakpoint
CREATE INDEX "tender_participants_contractor_idx" ON "tender_participants" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "tender_route_templates_tender_idx" ON "tender_route_templates" USING btree ("tender_id","position");--> statement-breakpoint
CREATE INDEX "tender_routes_lot_idx" ON "tender_routes" USING btree ("route_template_id");--> statement-breakpoint
CREATE INDEX "tenders_customer_idx" ON "tenders" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "tenders_due_start_idx" ON "tenders" USING btree ("status","date_start");--> statement-breakpoint
CREATE INDEX "tenders_due_end_idx" ON "tenders" USING btree ("status","date_end");--> statement-breakpoint
ALTER TABLE "route_tariffs" ADD CONSTRAINT "route_tariffs_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE set null ON UPDATE no action;