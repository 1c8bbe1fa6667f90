-- Issue 10: every user-writable text column gets the length limit its form has
-- (app/lib/field-limits.ts; docs/decisions/008-field-limits.md).

-- A jsonb list of strings with at most max_items items of at most max_chars characters each.
-- A CHECK cannot hold a subquery; a function can. CASE keeps jsonb_array_length away from
-- anything that is not an array.
CREATE OR REPLACE FUNCTION is_text_list_within(list jsonb, max_items integer, max_chars integer)
RETURNS boolean
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN jsonb_typeof(list) <> 'array' THEN false
    WHEN jsonb_array_length(list) > max_items THEN false
    ELSE NOT EXISTS (
      SELECT 1
      FROM jsonb_array_elements(list) AS item
      WHERE jsonb_typeof(item) <> 'string' OR char_length(item #>> '{}') > max_chars
    )
  END
$$;--> statement-breakpoint
-- Rows saved before the limits (the forms had none, or larger ones) are cut to fit, so the
-- constraints below can be added to a database that holds them: a 140 MB name becomes its
-- first 100 characters. Values within the limits are left as they are.
UPDATE "consultancy_requests" SET
  "name" = left("name", 100),
  "email" = left("email", 254),
  "phone" = left("phone", 30),
  "company" = left("company", 150),
  "message" = left("message", 5000),
  "notes" = left("notes", 5000)
WHERE char_length("name") > 100
  OR char_length("email") > 254
  OR char_length("phone") > 30
  OR char_length("company") > 150
  OR char_length("message") > 5000
  OR char_length("notes") > 5000;--> statement-breakpoint
UPDATE "consultants" SET
  "name" = left("name", 100),
  "title" = left("title", 200),
  "specialization" = left("specialization", 200),
  "experience" = left("experience", 100),
  "bio" = left("bio", 5000),
  "email" = left("email", 254),
  "phone" = left("phone", 30),
  "department" = left("department", 100),
  "availability" = left("availability", 100)
WHERE char_length("name") > 100
  OR char_length("title") > 200
  OR char_length("specialization") > 200
  OR char_length("experience") > 100
  OR char_length("bio") > 5000
  OR char_length("email") > 254
  OR char_length("phone") > 30
  OR char_length("department") > 100
  OR char_length("availability") > 100;--> statement-breakpoint
UPDATE "contact_messages" SET
  "name" = left("name", 100),
  "email" = left("email", 254),
  "phone" = left("phone", 30),
  "subject" = left("subject", 200),
  "message" = left("message", 5000)
WHERE char_length("name") > 100
  OR char_length("email") > 254
  OR char_length("phone") > 30
  OR char_length("subject") > 200
  OR char_length("message") > 5000;--> statement-breakpoint
UPDATE "investment_links" SET
  "title" = left("title", 200),
  "url" = left("url", 2048)
WHERE char_length("title") > 200
  OR char_length("url") > 2048;--> statement-breakpoint
UPDATE "investment_requests" SET
  "message" = left("message", 5000),
  "rejection_reason" = left("rejection_reason", 2000)
WHERE char_length("message") > 5000
  OR char_length("rejection_reason") > 2000;--> statement-breakpoint
UPDATE "investments" SET
  "title" = left("title", 200),
  "description" = left("description", 5000),
  "department" = left("department", 100),
  "profit_margin" = left("profit_margin", 100),
  "profit_schema" = left("profit_schema", 5000)
WHERE char_length("title") > 200
  OR char_length("description") > 5000
  OR char_length("department") > 100
  OR char_length("profit_margin") > 100
  OR char_length("profit_schema") > 5000;--> statement-breakpoint
UPDATE "job_applicants" SET
  "name" = left("name", 100),
  "email" = left("email", 254),
  "phone" = left("phone", 30),
  "cover_letter" = left("cover_letter", 10000),
  "cv_filename" = left("cv_filename", 255),
  "rejection_reason" = left("rejection_reason", 2000)
WHERE char_length("name") > 100
  OR char_length("email") > 254
  OR char_length("phone") > 30
  OR char_length("cover_letter") > 10000
  OR char_length("cv_filename") > 255
  OR char_length("rejection_reason") > 2000;--> statement-breakpoint
UPDATE "job_listings" SET
  "title" = left("title", 200),
  "department" = left("department", 100),
  "location" = left("location", 100),
  "type" = left("type", 100),
  "experience" = left("experience", 100),
  "description" = left("description", 10000),
  "responsibilities" = left("responsibilities", 10000),
  "requirements" = left("requirements", 10000)
WHERE char_length("title") > 200
  OR char_length("department") > 100
  OR char_length("location") > 100
  OR char_length("type") > 100
  OR char_length("experience") > 100
  OR char_length("description") > 10000
  OR char_length("responsibilities") > 10000
  OR char_length("requirements") > 10000;--> statement-breakpoint
UPDATE "packages" SET
  "name" = left("name", 200),
  "description" = left("description", 5000)
WHERE char_length("name") > 200
  OR char_length("description") > 5000;--> statement-breakpoint
UPDATE "team_members" SET
  "name" = left("name", 100),
  "position" = left("position", 200),
  "bio" = left("bio", 5000),
  "email" = left("email", 254),
  "linkedin_url" = left("linkedin_url", 2048),
  "twitter_url" = left("twitter_url", 2048)
WHERE char_length("name") > 100
  OR char_length("position") > 200
  OR char_length("bio") > 5000
  OR char_length("email") > 254
  OR char_length("linkedin_url") > 2048
  OR char_length("twitter_url") > 2048;--> statement-breakpoint
UPDATE "user" SET
  "name" = left("name", 100),
  "email" = left("email", 254),
  "company" = left("company", 150),
  "phone" = left("phone", 30)
WHERE char_length("name") > 100
  OR char_length("email") > 254
  OR char_length("company") > 150
  OR char_length("phone") > 30;--> statement-breakpoint
UPDATE "user_investment_requests" SET
  "name" = left("name", 100),
  "email" = left("email", 254),
  "phone" = left("phone", 30),
  "investment_type" = left("investment_type", 100),
  "budget" = left("budget", 100),
  "timeframe" = left("timeframe", 100),
  "description" = left("description", 5000),
  "rejection_reason" = left("rejection_reason", 2000)
WHERE char_length("name") > 100
  OR char_length("email") > 254
  OR char_length("phone") > 30
  OR char_length("investment_type") > 100
  OR char_length("budget") > 100
  OR char_length("timeframe") > 100
  OR char_length("description") > 5000
  OR char_length("rejection_reason") > 2000;--> statement-breakpoint
UPDATE "consultants" SET "expertise" = (
  SELECT coalesce(jsonb_agg(left(item, 100) ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements_text(
    CASE WHEN jsonb_typeof("expertise") = 'array' THEN "expertise" ELSE '[]'::jsonb END
  ) WITH ORDINALITY AS element(item, position)
  WHERE position <= 20
)
WHERE NOT is_text_list_within("expertise", 20, 100);--> statement-breakpoint
UPDATE "packages" SET "services" = (
  SELECT coalesce(jsonb_agg(left(item, 300) ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements_text(
    CASE WHEN jsonb_typeof("services") = 'array' THEN "services" ELSE '[]'::jsonb END
  ) WITH ORDINALITY AS element(item, position)
  WHERE position <= 50
)
WHERE NOT is_text_list_within("services", 50, 300);--> statement-breakpoint
-- A setting too large to be valid is removed; its default is inserted again at start.
DELETE FROM "settings" WHERE char_length("key") > 100 OR char_length("value"::text) > 20000;--> statement-breakpoint
ALTER TABLE "consultancy_requests" ADD CONSTRAINT "consultancy_requests_name_length" CHECK (char_length("consultancy_requests"."name") <= 100);--> statement-breakpoint
ALTER TABLE "consultancy_requests" ADD CONSTRAINT "consultancy_requests_email_length" CHECK (char_length("consultancy_requests"."email") <= 254);--> statement-breakpoint
ALTER TABLE "consultancy_requests" ADD CONSTRAINT "consultancy_requests_phone_length" CHECK (char_length("consultancy_requests"."phone") <= 30);--> statement-breakpoint
ALTER TABLE "consultancy_requests" ADD CONSTRAINT "consultancy_requests_company_length" CHECK (char_length("consultancy_requests"."company") <= 150);--> statement-breakpoint
ALTER TABLE "consultancy_requests" ADD CONSTRAINT "consultancy_requests_message_length" CHECK (char_length("consultancy_requests"."message") <= 5000);--> statement-breakpoint
ALTER TABLE "consultancy_requests" ADD CONSTRAINT "consultancy_requests_notes_length" CHECK (char_length("consultancy_requests"."notes") <= 5000);--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_name_length" CHECK (char_length("consultants"."name") <= 100);--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_title_length" CHECK (char_length("consultants"."title") <= 200);--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_specialization_length" CHECK (char_length("consultants"."specialization") <= 200);--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_experience_length" CHECK (char_length("consultants"."experience") <= 100);--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_bio_length" CHECK (char_length("consultants"."bio") <= 5000);--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_email_length" CHECK (char_length("consultants"."email") <= 254);--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_phone_length" CHECK (char_length("consultants"."phone") <= 30);--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_department_length" CHECK (char_length("consultants"."department") <= 100);--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_availability_length" CHECK (char_length("consultants"."availability") <= 100);--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_expertise_length" CHECK (is_text_list_within("consultants"."expertise", 20, 100));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_name_length" CHECK (char_length("contact_messages"."name") <= 100);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_email_length" CHECK (char_length("contact_messages"."email") <= 254);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_phone_length" CHECK (char_length("contact_messages"."phone") <= 30);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_subject_length" CHECK (char_length("contact_messages"."subject") <= 200);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_message_length" CHECK (char_length("contact_messages"."message") <= 5000);--> statement-breakpoint
ALTER TABLE "investment_links" ADD CONSTRAINT "investment_links_title_length" CHECK (char_length("investment_links"."title") <= 200);--> statement-breakpoint
ALTER TABLE "investment_links" ADD CONSTRAINT "investment_links_url_length" CHECK (char_length("investment_links"."url") <= 2048);--> statement-breakpoint
ALTER TABLE "investment_requests" ADD CONSTRAINT "investment_requests_message_length" CHECK (char_length("investment_requests"."message") <= 5000);--> statement-breakpoint
ALTER TABLE "investment_requests" ADD CONSTRAINT "investment_requests_rejection_reason_length" CHECK (char_length("investment_requests"."rejection_reason") <= 2000);--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_title_length" CHECK (char_length("investments"."title") <= 200);--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_description_length" CHECK (char_length("investments"."description") <= 5000);--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_department_length" CHECK (char_length("investments"."department") <= 100);--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_profit_margin_length" CHECK (char_length("investments"."profit_margin") <= 100);--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_profit_schema_length" CHECK (char_length("investments"."profit_schema") <= 5000);--> statement-breakpoint
ALTER TABLE "job_applicants" ADD CONSTRAINT "job_applicants_name_length" CHECK (char_length("job_applicants"."name") <= 100);--> statement-breakpoint
ALTER TABLE "job_applicants" ADD CONSTRAINT "job_applicants_email_length" CHECK (char_length("job_applicants"."email") <= 254);--> statement-breakpoint
ALTER TABLE "job_applicants" ADD CONSTRAINT "job_applicants_phone_length" CHECK (char_length("job_applicants"."phone") <= 30);--> statement-breakpoint
ALTER TABLE "job_applicants" ADD CONSTRAINT "job_applicants_cover_letter_length" CHECK (char_length("job_applicants"."cover_letter") <= 10000);--> statement-breakpoint
ALTER TABLE "job_applicants" ADD CONSTRAINT "job_applicants_cv_filename_length" CHECK (char_length("job_applicants"."cv_filename") <= 255);--> statement-breakpoint
ALTER TABLE "job_applicants" ADD CONSTRAINT "job_applicants_rejection_reason_length" CHECK (char_length("job_applicants"."rejection_reason") <= 2000);--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_title_length" CHECK (char_length("job_listings"."title") <= 200);--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_department_length" CHECK (char_length("job_listings"."department") <= 100);--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_location_length" CHECK (char_length("job_listings"."location") <= 100);--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_type_length" CHECK (char_length("job_listings"."type") <= 100);--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_experience_length" CHECK (char_length("job_listings"."experience") <= 100);--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_description_length" CHECK (char_length("job_listings"."description") <= 10000);--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_responsibilities_length" CHECK (char_length("job_listings"."responsibilities") <= 10000);--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_requirements_length" CHECK (char_length("job_listings"."requirements") <= 10000);--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_name_length" CHECK (char_length("packages"."name") <= 200);--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_description_length" CHECK (char_length("packages"."description") <= 5000);--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_services_length" CHECK (is_text_list_within("packages"."services", 50, 300));--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_key_length" CHECK (char_length("settings"."key") <= 100);--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_value_length" CHECK (char_length("settings"."value"::text) <= 20000);--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_name_length" CHECK (char_length("team_members"."name") <= 100);--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_position_length" CHECK (char_length("team_members"."position") <= 200);--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_bio_length" CHECK (char_length("team_members"."bio") <= 5000);--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_email_length" CHECK (char_length("team_members"."email") <= 254);--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_linkedin_url_length" CHECK (char_length("team_members"."linkedin_url") <= 2048);--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_twitter_url_length" CHECK (char_length("team_members"."twitter_url") <= 2048);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_name_length" CHECK (char_length("user"."name") <= 100);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_email_length" CHECK (char_length("user"."email") <= 254);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_company_length" CHECK (char_length("user"."company") <= 150);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_phone_length" CHECK (char_length("user"."phone") <= 30);--> statement-breakpoint
ALTER TABLE "user_investment_requests" ADD CONSTRAINT "user_investment_requests_name_length" CHECK (char_length("user_investment_requests"."name") <= 100);--> statement-breakpoint
ALTER TABLE "user_investment_requests" ADD CONSTRAINT "user_investment_requests_email_length" CHECK (char_length("user_investment_requests"."email") <= 254);--> statement-breakpoint
ALTER TABLE "user_investment_requests" ADD CONSTRAINT "user_investment_requests_phone_length" CHECK (char_length("user_investment_requests"."phone") <= 30);--> statement-breakpoint
ALTER TABLE "user_investment_requests" ADD CONSTRAINT "user_investment_requests_investment_type_length" CHECK (char_length("user_investment_requests"."investment_type") <= 100);--> statement-breakpoint
ALTER TABLE "user_investment_requests" ADD CONSTRAINT "user_investment_requests_budget_length" CHECK (char_length("user_investment_requests"."budget") <= 100);--> statement-breakpoint
ALTER TABLE "user_investment_requests" ADD CONSTRAINT "user_investment_requests_timeframe_length" CHECK (char_length("user_investment_requests"."timeframe") <= 100);--> statement-breakpoint
ALTER TABLE "user_investment_requests" ADD CONSTRAINT "user_investment_requests_description_length" CHECK (char_length("user_investment_requests"."description") <= 5000);--> statement-breakpoint
ALTER TABLE "user_investment_requests" ADD CONSTRAINT "user_investment_requests_rejection_reason_length" CHECK (char_length("user_investment_requests"."rejection_reason") <= 2000);