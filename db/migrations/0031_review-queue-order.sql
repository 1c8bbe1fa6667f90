DROP INDEX "content_drafts_queue_idx";--> statement-breakpoint
CREATE INDEX "content_drafts_queue_idx" ON "content_drafts" USING btree ("state","submitted_at","item_id","content_type");