CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_type" varchar(16) NOT NULL,
	"owner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"scope" varchar(8) NOT NULL,
	"prefix" varchar(16) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_counters" (
	"owner_type" varchar(16) NOT NULL,
	"owner_id" integer NOT NULL,
	"last_seq" bigint NOT NULL,
	CONSTRAINT "event_counters_owner_type_owner_id_pk" PRIMARY KEY("owner_type","owner_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_type" varchar(16) NOT NULL,
	"owner_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"type" varchar(64) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"entity" varchar(32) NOT NULL,
	"entity_id" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_type" varchar(16) NOT NULL,
	"owner_id" integer NOT NULL,
	"credential" varchar(32) NOT NULL,
	"key" varchar(255) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"state" varchar(8) NOT NULL,
	"response_status" integer,
	"response_body" text,
	"response_content_type" varchar(128),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"webhook_id" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"event_type" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"attempt" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"response_status" integer,
	"at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_type" varchar(16) NOT NULL,
	"owner_id" integer NOT NULL,
	"url" varchar(2000) NOT NULL,
	"event_types" jsonb NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"disabled_reason" varchar(255),
	"secret" varchar(64) NOT NULL,
	"previous_secret" varchar(64),
	"previous_secret_until" timestamp with time zone,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_integration" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_unique" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_owner_idx" ON "api_keys" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_owner_seq_unique" ON "events" USING btree ("owner_type","owner_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_unique" ON "idempotency_keys" USING btree ("owner_type","owner_id","credential","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id","id");--> statement-breakpoint
CREATE INDEX "webhooks_owner_idx" ON "webhooks" USING btree ("owner_type","owner_id");