CREATE TABLE "content_translations" (
	"content_type" text NOT NULL,
	"item_id" text NOT NULL,
	"marks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_outdated" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_content_type_item_id_pk" PRIMARY KEY("content_type","item_id"),
	CONSTRAINT "content_translations_type_check" CHECK ("content_translations"."content_type" in ('package', 'job', 'team-member', 'consultant', 'testimonial', 'site-texts'))
);
--> statement-breakpoint
ALTER TABLE "consultants" ADD COLUMN "arabic_missing" boolean GENERATED ALWAYS AS (("name" ~ '\S' and "name_ar" !~ '\S') or ("title" ~ '\S' and "title_ar" !~ '\S') or ("specialization" ~ '\S' and "specialization_ar" !~ '\S') or ("experience" ~ '\S' and "experience_ar" !~ '\S') or ("bio" ~ '\S' and "bio_ar" !~ '\S') or (jsonb_array_length("expertise") > 0 and jsonb_array_length("expertise_ar") = 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "arabic_missing" boolean GENERATED ALWAYS AS (("title" ~ '\S' and "title_ar" !~ '\S') or ("location" ~ '\S' and "location_ar" !~ '\S') or ("experience" ~ '\S' and "experience_ar" !~ '\S') or ("description" ~ '\S' and "description_ar" !~ '\S') or ("responsibilities" ~ '\S' and "responsibilities_ar" !~ '\S') or ("requirements" ~ '\S' and "requirements_ar" !~ '\S')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "arabic_missing" boolean GENERATED ALWAYS AS (("name" ~ '\S' and "name_ar" !~ '\S') or ("description" ~ '\S' and "description_ar" !~ '\S') or (jsonb_array_length("services") > 0 and jsonb_array_length("services_ar") = 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "arabic_missing" boolean GENERATED ALWAYS AS (("name" ~ '\S' and "name_ar" !~ '\S') or ("position" ~ '\S' and "position_ar" !~ '\S') or ("bio" ~ '\S' and "bio_ar" !~ '\S')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "arabic_missing" boolean GENERATED ALWAYS AS (("name" ~ '\S' and "name_ar" !~ '\S') or ("title" ~ '\S' and "title_ar" !~ '\S') or ("quote" ~ '\S' and "quote_ar" !~ '\S')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "content_translations_outdated_idx" ON "content_translations" USING btree ("content_type","item_id") WHERE "content_translations"."is_outdated";--> statement-breakpoint
CREATE INDEX "consultants_arabic_missing_idx" ON "consultants" USING btree ("sort_order","id") WHERE "consultants"."arabic_missing";--> statement-breakpoint
CREATE INDEX "job_listings_arabic_missing_idx" ON "job_listings" USING btree ("created_at","id") WHERE "job_listings"."arabic_missing";--> statement-breakpoint
CREATE INDEX "packages_arabic_missing_idx" ON "packages" USING btree ("name","id") WHERE "packages"."arabic_missing";--> statement-breakpoint
CREATE INDEX "team_members_arabic_missing_idx" ON "team_members" USING btree ("group" DESC NULLS FIRST,"sort_order","id") WHERE "team_members"."arabic_missing";--> statement-breakpoint
CREATE INDEX "testimonials_arabic_missing_idx" ON "testimonials" USING btree ("sort_order","id") WHERE "testimonials"."arabic_missing";