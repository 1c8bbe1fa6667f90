-- The limits below are new for testimonials, which had no admin screen: a longer text written
-- straight into the table (an import) is cut to fit rather than failing the migration.
UPDATE "testimonials" SET "name" = left("name", 100), "name_ar" = left("name_ar", 100), "title" = left("title", 200), "title_ar" = left("title_ar", 200), "quote" = left("quote", 5000), "quote_ar" = left("quote_ar", 5000);--> statement-breakpoint
CREATE INDEX "testimonials_order_idx" ON "testimonials" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "testimonials_active_order_idx" ON "testimonials" USING btree ("sort_order","id") WHERE "testimonials"."is_active";--> statement-breakpoint
CREATE INDEX "testimonials_search_idx" ON "testimonials" USING gin (lower(coalesce("name", '') || ' ' || coalesce("title", '') || ' ' || coalesce("quote", '') || ' ' || coalesce("name_ar", '')) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_name_length" CHECK (char_length("testimonials"."name") <= 100);--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_name_ar_length" CHECK (char_length("testimonials"."name_ar") <= 100);--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_title_length" CHECK (char_length("testimonials"."title") <= 200);--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_title_ar_length" CHECK (char_length("testimonials"."title_ar") <= 200);--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_quote_length" CHECK (char_length("testimonials"."quote") <= 5000);--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_quote_ar_length" CHECK (char_length("testimonials"."quote_ar") <= 5000);--> statement-breakpoint
-- The planner's statistics on the search expression its trigram index holds (as migration 0014
-- gave every other searched list): without them it guesses that a term matches 1 % of the rows.
CREATE STATISTICS IF NOT EXISTS "testimonials_search_stats" ON (lower(((((((COALESCE(name, ''::text) || ' '::text) || COALESCE(title, ''::text)) || ' '::text) || COALESCE(quote, ''::text)) || ' '::text) || COALESCE(name_ar, ''::text)))) FROM "testimonials";
