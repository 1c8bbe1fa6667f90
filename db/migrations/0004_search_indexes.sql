DROP INDEX "consultancy_requests_name_trgm_idx";--> statement-breakpoint
DROP INDEX "consultancy_requests_email_trgm_idx";--> statement-breakpoint
DROP INDEX "consultancy_requests_company_trgm_idx";--> statement-breakpoint
DROP INDEX "consultants_name_trgm_idx";--> statement-breakpoint
DROP INDEX "consultants_specialization_trgm_idx";--> statement-breakpoint
DROP INDEX "consultants_department_trgm_idx";--> statement-breakpoint
DROP INDEX "contact_messages_name_trgm_idx";--> statement-breakpoint
DROP INDEX "contact_messages_email_trgm_idx";--> statement-breakpoint
DROP INDEX "contact_messages_subject_trgm_idx";--> statement-breakpoint
DROP INDEX "investments_title_trgm_idx";--> statement-breakpoint
DROP INDEX "investments_description_trgm_idx";--> statement-breakpoint
DROP INDEX "job_listings_title_trgm_idx";--> statement-breakpoint
DROP INDEX "packages_name_trgm_idx";--> statement-breakpoint
DROP INDEX "team_members_name_trgm_idx";--> statement-breakpoint
DROP INDEX "team_members_position_trgm_idx";--> statement-breakpoint
DROP INDEX "user_investment_requests_name_trgm_idx";--> statement-breakpoint
DROP INDEX "user_investment_requests_email_trgm_idx";--> statement-breakpoint
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
CREATE INDEX "consultancy_requests_search_idx" ON "consultancy_requests" USING gin (lower(coalesce("name", '') || ' ' || coalesce("company", '') || ' ' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultants_search_idx" ON "consultants" USING gin (lower(coalesce("name", '') || ' ' || coalesce("specialization", '') || ' ' || coalesce("department", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin (lower(coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("subject", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "investment_requests_search_idx" ON "investment_requests" USING gin (lower(coalesce("message", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "investments_active_idx" ON "investments" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "investments_search_idx" ON "investments" USING gin (lower(coalesce("title", '') || ' ' || coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_applicants_search_idx" ON "job_applicants" USING gin (lower(coalesce("name", '') || ' ' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_listings_search_idx" ON "job_listings" USING gin (lower(coalesce("title", '') || ' ' || coalesce("department", '') || ' ' || coalesce("location", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_search_idx" ON "packages" USING gin (lower(coalesce("name", '') || ' ' || coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "team_members_search_idx" ON "team_members" USING gin (lower(coalesce("name", '') || ' ' || coalesce("position", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_search_idx" ON "user" USING gin (lower(coalesce("name", '') || ' ' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_investment_requests_search_idx" ON "user_investment_requests" USING gin (lower(coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","created_at","id");