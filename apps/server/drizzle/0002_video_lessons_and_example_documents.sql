CREATE TABLE "example_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_lesson_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_position" integer DEFAULT 50 NOT NULL,
	"preview_document_id" integer NOT NULL,
	"video_document_id" integer NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "example_documents" ADD CONSTRAINT "example_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "example_documents" ADD CONSTRAINT "example_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_lesson_documents" ADD CONSTRAINT "video_lesson_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_lessons" ADD CONSTRAINT "video_lessons_preview_document_id_video_lesson_documents_id_fk" FOREIGN KEY ("preview_document_id") REFERENCES "public"."video_lesson_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_lessons" ADD CONSTRAINT "video_lessons_video_document_id_video_lesson_documents_id_fk" FOREIGN KEY ("video_document_id") REFERENCES "public"."video_lesson_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_lessons" ADD CONSTRAINT "video_lessons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_lessons" ADD CONSTRAINT "video_lessons_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "example_documents_customer_idx" ON "example_documents" USING btree ("customer_id","position");--> statement-breakpoint
CREATE INDEX "example_documents_file_idx" ON "example_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "video_lesson_documents_file_idx" ON "video_lesson_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "video_lessons_order_idx" ON "video_lessons" USING btree ("sort_position","name");