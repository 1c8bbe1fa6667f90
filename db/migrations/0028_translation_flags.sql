ALTER TABLE "investments" ADD COLUMN "translation_marks" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "arabic_missing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "translation_outdated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "investments_arabic_missing_idx" ON "investments" USING btree ("created_at","id") WHERE "investments"."arabic_missing";--> statement-breakpoint
CREATE INDEX "investments_translation_outdated_idx" ON "investments" USING btree ("created_at","id") WHERE "investments"."translation_outdated";--> statement-breakpoint
-- The investments already there: "missing Arabic" when an English text of the page (its risk
-- warning included) or a link's title has no Arabic twin. Nothing is out of date yet:
-- no change has been seen on one side only.
UPDATE "investments" AS i SET "arabic_missing" = (
  (btrim(i."title") <> '' AND btrim(i."title_ar") = '')
  OR (btrim(i."description") <> '' AND btrim(i."description_ar") = '')
  OR (btrim(i."profit_margin") <> '' AND btrim(i."profit_margin_ar") = '')
  OR (btrim(i."profit_schema") <> '' AND btrim(i."profit_schema_ar") = '')
  OR (btrim(i."risk_warning") <> '' AND btrim(i."risk_warning_ar") = '')
  OR EXISTS (
    SELECT 1 FROM "investment_links" l
    WHERE l."investment_id" = i."id" AND btrim(l."title") <> '' AND btrim(l."title_ar") = ''
  )
);
