CREATE TABLE "auction_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"user_id" integer,
	"summ_kopecks" bigint NOT NULL,
	"comment" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"route_way_id" integer NOT NULL,
	"month" date NOT NULL,
	"auctions_count" integer NOT NULL,
	"volume_kopecks" bigint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "winner_offer_id" integer;--> statement-breakpoint
ALTER TABLE "auction_offers" ADD CONSTRAINT "auction_offers_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_offers" ADD CONSTRAINT "auction_offers_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_offers" ADD CONSTRAINT "auction_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_plans" ADD CONSTRAINT "auction_plans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_plans" ADD CONSTRAINT "auction_plans_route_way_id_route_ways_id_fk" FOREIGN KEY ("route_way_id") REFERENCES "public"."route_ways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_offers_carrier_unique" ON "auction_offers" USING btree ("auction_id","contractor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_plans_unique" ON "auction_plans" USING btree ("customer_id","route_way_id","month");