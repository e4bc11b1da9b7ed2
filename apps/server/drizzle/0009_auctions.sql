CREATE TABLE "auction_bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"user_id" integer,
	"summ_kopecks" bigint NOT NULL,
	"created_on" timestamp (3) with time zone NOT NULL,
	"seq" integer NOT NULL,
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL,
	"extended_to" timestamp (3) with time zone,
	"declined_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "auction_participants" (
	"auction_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	CONSTRAINT "auction_participants_auction_id_contractor_id_pk" PRIMARY KEY("auction_id","contractor_id")
);
--> statement-breakpoint
CREATE TABLE "auction_routes" (
	"auction_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	CONSTRAINT "auction_routes_auction_id_route_id_pk" PRIMARY KEY("auction_id","route_id")
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"date_start" timestamp (3) with time zone,
	"date_end" timestamp (3) with time zone NOT NULL,
	"start_sum_kopecks" bigint NOT NULL,
	"step_kopecks" bigint NOT NULL,
	"extension_minutes" integer DEFAULT 0 NOT NULL,
	"max_extensions" integer,
	"extensions_count" integer DEFAULT 0 NOT NULL,
	"contractor_list_id" integer,
	"comment" text,
	"best_sum_kopecks" bigint,
	"bids_count" integer DEFAULT 0 NOT NULL,
	"last_bid_seq" integer DEFAULT 0 NOT NULL,
	"last_bid_hash" varchar(64),
	"winner_bid_id" integer,
	"winner_deadline" timestamp (3) with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transportation_settings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"first_bid" boolean DEFAULT false NOT NULL,
	"time_to_cancel" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_participants" ADD CONSTRAINT "auction_participants_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_participants" ADD CONSTRAINT "auction_participants_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_routes" ADD CONSTRAINT "auction_routes_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_routes" ADD CONSTRAINT "auction_routes_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_contractor_list_id_contractor_lists_id_fk" FOREIGN KEY ("contractor_list_id") REFERENCES "public"."contractor_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_settings" ADD CONSTRAINT "transportation_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bids_seq_unique" ON "auction_bids" USING btree ("auction_id","seq");--> statement-breakpoint
CREATE INDEX "auction_bids_auction_summ_idx" ON "auction_bids" USING btree ("auction_id","summ_kopecks");--> statement-breakpoint
CREATE INDEX "auction_participants_contractor_idx" ON "auction_participants" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "auction_routes_route_idx" ON "auction_routes" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "auctions_customer_idx" ON "auctions" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "auctions_due_start_idx" ON "auctions" USING btree ("status","date_start");--> statement-breakpoint
CREATE INDEX "auctions_due_end_idx" ON "auctions" USING btree ("status","date_end");--> statement-breakpoint
CREATE INDEX "auctions_due_winner_idx" ON "auctions" USING btree ("status","winner_deadline");