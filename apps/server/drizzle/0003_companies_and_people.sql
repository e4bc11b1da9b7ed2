CREATE TABLE "contact_requisites" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"contractor_id" integer,
	"contact_person" varchar(255) NOT NULL,
	"position" varchar(255),
	"phone" varchar(32),
	"email" varchar(180),
	"legal_name" varchar(255) NOT NULL,
	"inn" varchar(12) NOT NULL,
	"kpp" varchar(9),
	"ogrn" varchar(15),
	"legal_address" varchar(500),
	"postal_address" varchar(500),
	"bank_name" varchar(255),
	"bik" varchar(9),
	"bank_account" varchar(20),
	"correspondent_account" varchar(20),
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contractor_list_members" (
	"list_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	CONSTRAINT "contractor_list_members_list_id_contractor_id_pk" PRIMARY KEY("list_id","contractor_id")
);
--> statement-breakpoint
CREATE TABLE "contractor_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contractor_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(180) NOT NULL,
	"fullname" varchar(255) NOT NULL,
	"phone" varchar(32),
	"department" varchar(255),
	"position" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" integer NOT NULL,
	"type" varchar(64) NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"portal" boolean DEFAULT true NOT NULL,
	CONSTRAINT "notification_settings_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(64) NOT NULL,
	"title" varchar(255) NOT NULL,
	"text" text NOT NULL,
	"link" varchar(500),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_user_contractors" (
	"user_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	CONSTRAINT "customer_user_contractors_user_id_contractor_id_pk" PRIMARY KEY("user_id","contractor_id")
);
--> statement-breakpoint
CREATE TABLE "customer_user_route_owners" (
	"user_id" integer NOT NULL,
	"route_owner_id" integer NOT NULL,
	CONSTRAINT "customer_user_route_owners_user_id_route_owner_id_pk" PRIMARY KEY("user_id","route_owner_id")
);
--> statement-breakpoint
CREATE TABLE "route_owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"agent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transportation_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"color" varchar(7) DEFAULT '#1677ff' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "legal_address" varchar(500);--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "postal_address" varchar(500);--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "bank_name" varchar(255);--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "bik" varchar(9);--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "bank_account" varchar(20);--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "correspondent_account" varchar(20);--> statement-breakpoint
ALTER TABLE "contact_requisites" ADD CONSTRAINT "contact_requisites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requisites" ADD CONSTRAINT "contact_requisites_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_list_members" ADD CONSTRAINT "contractor_list_members_list_id_contractor_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."contractor_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_list_members" ADD CONSTRAINT "contractor_list_members_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_lists" ADD CONSTRAINT "contractor_lists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_lists" ADD CONSTRAINT "contractor_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_partners" ADD CONSTRAINT "contractor_partners_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_partners" ADD CONSTRAINT "contractor_partners_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_user_contractors" ADD CONSTRAINT "customer_user_contractors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_user_contractors" ADD CONSTRAINT "customer_user_contractors_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_user_route_owners" ADD CONSTRAINT "customer_user_route_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_user_route_owners" ADD CONSTRAINT "customer_user_route_owners_route_owner_id_route_owners_id_fk" FOREIGN KEY ("route_owner_id") REFERENCES "public"."route_owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_owners" ADD CONSTRAINT "route_owners_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_owners" ADD CONSTRAINT "route_owners_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transportation_names" ADD CONSTRAINT "transportation_names_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requisites_customer_idx" ON "contact_requisites" USING btree ("customer_id","contractor_id");--> statement-breakpoint
CREATE INDEX "contractor_lists_customer_idx" ON "contractor_lists" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contractor_partners_unique" ON "contractor_partners" USING btree ("customer_id","contractor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "directory_users_username_unique" ON "directory_users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "route_owners_customer_idx" ON "route_owners" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "transportation_names_customer_idx" ON "transportation_names" USING btree ("customer_id");