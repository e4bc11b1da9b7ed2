CREATE TABLE "analytics_daily_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"owner_type" varchar(16) NOT NULL,
	"owner_id" integer NOT NULL,
	"role" varchar(32) NOT NULL,
	"route_id" varchar(64) NOT NULL,
	"name" varchar(16) NOT NULL,
	"action" varchar(32) DEFAULT '' NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_daily_counts_key" ON "analytics_daily_counts" USING btree ("day","owner_type","owner_id","role","route_id","name","action");--> statement-breakpoint
CREATE INDEX "analytics_daily_counts_owner_idx" ON "analytics_daily_counts" USING btree ("owner_type","owner_id","day");