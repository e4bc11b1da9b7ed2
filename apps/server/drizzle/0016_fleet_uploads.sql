ALTER TABLE "drivers" ADD COLUMN "photo_file_guid" uuid;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "passport_scan_file_guid" uuid;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "licence_scan_file_guid" uuid;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "registration_scan_file_guid" uuid;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "lease_scan_file_guid" uuid;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_photo_file_guid_files_guid_fk" FOREIGN KEY ("photo_file_guid") REFERENCES "public"."files"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_passport_scan_file_guid_files_guid_fk" FOREIGN KEY ("passport_scan_file_guid") REFERENCES "public"."files"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_licence_scan_file_guid_files_guid_fk" FOREIGN KEY ("licence_scan_file_guid") REFERENCES "public"."files"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_registration_scan_file_guid_files_guid_fk" FOREIGN KEY ("registration_scan_file_guid") REFERENCES "public"."files"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_lease_scan_file_guid_files_guid_fk" FOREIGN KEY ("lease_scan_file_guid") REFERENCES "public"."files"("guid") ON DELETE set null ON UPDATE no action;