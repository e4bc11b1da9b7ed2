CREATE TABLE "proforma_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"proforma_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "proforma_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"proforma_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"route_id" integer,
	"day" date NOT NULL,
	"summ_kopecks" bigint NOT NULL,
	"vat_rate" smallint NOT NULL,
	"vat_kopecks" bigint NOT NULL,
	"source_kind" varchar(8),
	"source_id" integer,
	"source_number" varchar(32),
	"source_lot" varchar(255),
	"bid_hash" varchar(64),
	"comment" text,
	"file_id" integer,
	"evidence" jsonb,
	"return_reason" text,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proforma_settings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"payment_term_days" integer NOT NULL,
	"penalty_enabled" boolean NOT NULL,
	"penalty_per_hour_kopecks" bigint NOT NULL,
	"penalty_grace_minutes" integer NOT NULL,
	"penalty_cap_percent" integer NOT NULL,
	"required_documents" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proformas" (
	"id" serial PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"comment" text,
	"number_year" integer,
	"number_seq" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"return_comment" text,
	"upd_file_id" integer,
	"act_file_id" integer,
	"invoice_file_id" integer,
	"sent_on" timestamp with time zone,
	"accepted_on" timestamp with time zone,
	"due_date" date,
	"paid_on" date,
	"payment_number" varchar(50),
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proforma_history" ADD CONSTRAINT "proforma_history_proforma_id_proformas_id_fk" FOREIGN KEY ("proforma_id") REFERENCES "public"."proformas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_history" ADD CONSTRAINT "proforma_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_lines" ADD CONSTRAINT "proforma_lines_proforma_id_proformas_id_fk" FOREIGN KEY ("proforma_id") REFERENCES "public"."proformas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_lines" ADD CONSTRAINT "proforma_lines_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_lines" ADD CONSTRAINT "proforma_lines_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_settings" ADD CONSTRAINT "proforma_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_upd_file_id_files_id_fk" FOREIGN KEY ("upd_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_act_file_id_files_id_fk" FOREIGN KEY ("act_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_invoice_file_id_files_id_fk" FOREIGN KEY ("invoice_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proforma_history_proforma_idx" ON "proforma_history" USING btree ("proforma_id");--> statement-breakpoint
CREATE INDEX "proforma_lines_proforma_idx" ON "proforma_lines" USING btree ("proforma_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proforma_lines_flight_uq" ON "proforma_lines" USING btree ("route_id") WHERE "proforma_lines"."kind" = 'flight' and not "proforma_lines"."is_deleted";--> statement-breakpoint
CREATE INDEX "proformas_contractor_idx" ON "proformas" USING btree ("contractor_id","status");--> statement-breakpoint
CREATE INDEX "proformas_customer_idx" ON "proformas" USING btree ("customer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "proformas_number_uq" ON "proformas" USING btree ("contractor_id","number_year","number_seq") WHERE "proformas"."number_seq" is not null;