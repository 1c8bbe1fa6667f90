DROP INDEX "consultants_search_idx";--> statement-breakpoint
DROP INDEX "investments_search_idx";--> statement-breakpoint
DROP INDEX "job_listings_search_idx";--> statement-breakpoint
DROP INDEX "packages_search_idx";--> statement-breakpoint
DROP INDEX "team_members_search_idx";--> statement-breakpoint
ALTER TABLE "consultancy_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultants" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultants" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultants" ADD COLUMN "specialization_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultants" ADD COLUMN "experience_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultants" ADD COLUMN "bio_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultants" ADD COLUMN "expertise_ar" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "description_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "services_ar" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "benefits_ar" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_links" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "description_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "profit_margin_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "profit_schema_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applicants" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "location_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "experience_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "description_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "responsibilities_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "requirements_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "description_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "services_ar" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "position_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "bio_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "quote_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_investment_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "consultants_search_idx" ON "consultants" USING gin (lower(coalesce("name", '') || ' ' || coalesce("specialization", '') || ' ' || coalesce("department", '') || ' ' || coalesce("name_ar", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "investments_search_idx" ON "investments" USING gin (lower(coalesce("title", '') || ' ' || coalesce("description", '') || ' ' || coalesce("title_ar", '') || ' ' || coalesce("description_ar", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_listings_search_idx" ON "job_listings" USING gin (lower(coalesce("title", '') || ' ' || coalesce("department", '') || ' ' || coalesce("location", '') || ' ' || coalesce("title_ar", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_search_idx" ON "packages" USING gin (lower(coalesce("name", '') || ' ' || coalesce("description", '') || ' ' || coalesce("name_ar", '') || ' ' || coalesce("description_ar", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "team_members_search_idx" ON "team_members" USING gin (lower(coalesce("name", '') || ' ' || coalesce("position", '') || ' ' || coalesce("name_ar", '') || ' ' || coalesce("position_ar", '')) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "consultancy_requests" ADD CONSTRAINT "consultancy_requests_locale_check" CHECK ("consultancy_requests"."locale" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_name_ar_length" CHECK (char_length("consultants"."name_ar") <= 100);--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_title_ar_length" CHECK (char_length("consultants"."title_ar") <= 200);--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_specialization_ar_length" CHECK (char_length("consultants"."specialization_ar") <= 200);--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_experience_ar_length" CHECK (char_length("consultants"."experience_ar") <= 100);--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_bio_ar_length" CHECK (char_length("consultants"."bio_ar") <= 5000);--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_expertise_ar_length" CHECK (is_text_list_within("consultants"."expertise_ar", 20, 100));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_locale_check" CHECK ("contact_messages"."locale" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "investment_links" ADD CONSTRAINT "investment_links_title_ar_length" CHECK (char_length("investment_links"."title_ar") <= 200);--> statement-breakpoint
ALTER TABLE "investment_requests" ADD CONSTRAINT "investment_requests_locale_check" CHECK ("investment_requests"."locale" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_title_ar_length" CHECK (char_length("investments"."title_ar") <= 200);--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_description_ar_length" CHECK (char_length("investments"."description_ar") <= 5000);--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_profit_margin_ar_length" CHECK (char_length("investments"."profit_margin_ar") <= 100);--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_profit_schema_ar_length" CHECK (char_length("investments"."profit_schema_ar") <= 5000);--> statement-breakpoint
ALTER TABLE "job_applicants" ADD CONSTRAINT "job_applicants_locale_check" CHECK ("job_applicants"."locale" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_title_ar_length" CHECK (char_length("job_listings"."title_ar") <= 200);--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_location_ar_length" CHECK (char_length("job_listings"."location_ar") <= 100);--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_experience_ar_length" CHECK (char_length("job_listings"."experience_ar") <= 100);--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_description_ar_length" CHECK (char_length("job_listings"."description_ar") <= 10000);--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_responsibilities_ar_length" CHECK (char_length("job_listings"."responsibilities_ar") <= 10000);--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_requirements_ar_length" CHECK (char_length("job_listings"."requirements_ar") <= 10000);--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_name_ar_length" CHECK (char_length("packages"."name_ar") <= 200);--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_description_ar_length" CHECK (char_length("packages"."description_ar") <= 5000);--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_services_ar_length" CHECK (is_text_list_within("packages"."services_ar", 50, 300));--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_name_ar_length" CHECK (char_length("team_members"."name_ar") <= 100);--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_position_ar_length" CHECK (char_length("team_members"."position_ar") <= 200);--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_bio_ar_length" CHECK (char_length("team_members"."bio_ar") <= 5000);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_locale_check" CHECK ("user"."locale" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "user_investment_requests" ADD CONSTRAINT "user_investment_requests_locale_check" CHECK ("user_investment_requests"."locale" in ('en', 'ar'));