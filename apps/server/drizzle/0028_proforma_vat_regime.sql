ALTER TABLE "proformas" ADD COLUMN "vat_regime" varchar(8) DEFAULT 'general' NOT NULL;--> statement-breakpoint
-- The regime of a proforma built before: the one its flight lines were charged under, else its carrier's now.
UPDATE "proformas" p SET "vat_regime" = coalesce(
  (SELECT CASE l."vat_rate" WHEN 5 THEN 'usn5' WHEN 7 THEN 'usn7' WHEN 0 THEN 'none' ELSE 'general' END
     FROM "proforma_lines" l WHERE l."proforma_id" = p."id" AND l."kind" = 'flight' ORDER BY l."id" LIMIT 1),
  (SELECT c."vat_regime" FROM "contractors" c WHERE c."id" = p."contractor_id"));
