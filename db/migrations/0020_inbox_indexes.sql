-- The inbox (decision 040): its default view (open and waiting) and each of its filters by an
-- index-only scan in last-activity order, and overdue conversations per area by a range of
-- each area (decision 007's rule: a list's index ends with its order).
CREATE INDEX "conversations_active_idx" ON "conversations" USING btree ("last_event_at","id","area","state","assignee_id","locale","due_at") WHERE "conversations"."state" <> 'closed';--> statement-breakpoint
CREATE INDEX "conversations_overdue_idx" ON "conversations" USING btree ("area","due_at","last_event_at","id","state") WHERE "conversations"."due_at" is not null;--> statement-breakpoint
-- Statistics on the two search expressions of the inbox, the very ones their trigram indexes
-- hold (migration 0014 explains why a searched table needs them).
CREATE STATISTICS IF NOT EXISTS "conversations_search_stats" ON (lower(((COALESCE(name, ''::text) || ' '::text) || COALESCE(email, ''::text)))) FROM "conversations";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "conversation_events_search_stats" ON (lower(COALESCE(body, ''::text))) FROM "conversation_events";
