CREATE INDEX "contact_messages_email_trgm_idx" ON "contact_messages" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_subject_trgm_idx" ON "contact_messages" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "team_members_admin_order_idx" ON "team_members" USING btree ("group" DESC NULLS FIRST,"sort_order","id");--> statement-breakpoint
CREATE INDEX "team_members_position_trgm_idx" ON "team_members" USING gin ("position" gin_trgm_ops);