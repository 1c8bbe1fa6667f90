CREATE INDEX "consultancy_requests_company_trgm_idx" ON "consultancy_requests" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultants_specialization_trgm_idx" ON "consultants" USING gin ("specialization" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultants_department_trgm_idx" ON "consultants" USING gin ("department" gin_trgm_ops);