DROP INDEX "contact_messages_unread_idx";--> statement-breakpoint
DROP INDEX "investment_requests_status_idx";--> statement-breakpoint
DROP INDEX "user_investment_requests_status_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("is_read","submitted_at","id");--> statement-breakpoint
CREATE INDEX "investment_requests_status_idx" ON "investment_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "user_investment_requests_status_idx" ON "user_investment_requests" USING btree ("status","created_at","id");