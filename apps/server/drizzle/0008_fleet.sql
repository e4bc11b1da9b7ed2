CREATE TABLE "attorneys" (
	"id" serial PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"number" varchar(64) NOT NULL,
	"date" date NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"signer" varchar(255) NOT NULL,
	"signer_position" varchar(255),
	"issuer_inn" varchar(12) NOT NULL,
	"issuer_ogrn" varchar(15),
	"powers" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"number" varchar(11) NOT NULL,
	"container_type_id" smallint NOT NULL,
	"volume" numeric(7, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"values" jsonb NOT NULL,
	"created_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"fullname" varchar(255) NOT NULL,
	"birth_date" date NOT NULL,
	"passport_type" smallint NOT NULL,
	"passport_series" varchar(10) NOT NULL,
	"passport_number" varchar(20) NOT NULL,
	"passport_issued_by" varchar(500) NOT NULL,
	"passport_issue_date" date NOT NULL,
	"phone" varchar(32) NOT NULL,
	"licence_number" varchar(16) NOT NULL,
	"licence_date" date NOT NULL,
	"licence_categories" text[] NOT NULL,
	"route_kinds" text[] NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "express_driver_checks" (
	"customer_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "express_driver_checks_customer_id_contractor_id_pk" PRIMARY KEY("customer_id","contractor_id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"kind" varchar(16) NOT NULL,
	"model_id" smallint NOT NULL,
	"plate_number" varchar(20) NOT NULL,
	"vin" varchar(17) NOT NULL,
	"year" smallint NOT NULL,
	"body_type_id" smallint NOT NULL,
	"loading_type_ids" integer[] NOT NULL,
	"ownership" varchar(16) NOT NULL,
	"lease_document" varchar(500),
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_drafts" ADD CONSTRAINT "driver_drafts_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_drafts" ADD CONSTRAINT "driver_drafts_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_drafts" ADD CONSTRAINT "driver_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_drafts" ADD CONSTRAINT "driver_drafts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "express_driver_checks" ADD CONSTRAINT "express_driver_checks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "express_driver_checks" ADD CONSTRAINT "express_driver_checks_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attorneys_contractor_idx" ON "attorneys" USING btree ("contractor_id","id");--> statement-breakpoint
CREATE INDEX "attorneys_driver_idx" ON "attorneys" USING btree ("driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "containers_contractor_number_uq" ON "containers" USING btree ("contractor_id","number");--> statement-breakpoint
CREATE INDEX "driver_drafts_contractor_idx" ON "driver_drafts" USING btree ("contractor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_drafts_open_uq" ON "driver_drafts" USING btree ("driver_id") WHERE "driver_drafts"."status" = 0;--> statement-breakpoint
CREATE INDEX "drivers_contractor_idx" ON "drivers" USING btree ("contractor_id","id");--> statement-breakpoint
CREATE INDEX "vehicles_contractor_idx" ON "vehicles" USING btree ("contractor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_contractor_plate_uq" ON "vehicles" USING btree ("contractor_id","plate_number");