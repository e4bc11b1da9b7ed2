CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" varchar(16) NOT NULL,
	"entity_id" integer NOT NULL,
	"text" text,
	"file_id" integer,
	"author_id" integer NOT NULL,
	"author_owner_type" varchar(16) NOT NULL,
	"author_owner_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_thread_idx" ON "comments" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "comments_file_idx" ON "comments" USING btree ("file_id");