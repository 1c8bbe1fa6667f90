-- The inbox (decision 040): its default view (open and waiting) and each of its filters by an
-- index-only scan in last-activity order, one assignee's ("me", "unassigned") by a range of
-- their own, and overdue conversations per area by a range of each area (decision 007's
-- rule: a list's index ends with its order).
CREATE INDEX "conversations_active_idx" ON "conversations" USING btree ("last_event_at","id","area","state","assignee_id","locale","due_at") WHERE "conversations"."state" <> 'closed';--> statement-breakpoint
CREATE INDEX "conversations_active_assignee_idx" ON "conversations" USING btree ("assignee_id","last_event_at","id","area","state","locale","due_at") WHERE "conversations"."state" <> 'closed';--> statement-breakpoint
CREATE INDEX "conversations_overdue_idx" ON "conversations" USING btree ("area","due_at","last_event_at","id","state") WHERE "conversations"."due_at" is not null;--> statement-breakpoint
-- Statistics on the two search expressions of the inbox, the very ones their trigram indexes
-- hold (migration 0014 explains why a searched table needs them).
CREATE STATISTICS IF NOT EXISTS "conversations_search_stats" ON (lower(((COALESCE(name, ''::text) || ' '::text) || COALESCE(email, ''::text)))) FROM "conversations";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "conversation_events_search_stats" ON (lower(COALESCE(body, ''::text))) FROM "conversation_events";
--> statement-breakpoint
-- The inbox's count where only its area and status filter it (its default view; decision
-- 040): one counter per area and state in row_counts, kept as the dashboard's are (migration
-- 0006) by statement-level triggers with transition tables, so counting 100,000 open
-- conversations reads a few rows. An update that moves no conversation to another area or
-- state writes nothing; counters are written in name order, so two writers changing the same
-- two counters cannot deadlock.
CREATE FUNCTION "maintain_conversation_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "row_counts" SET "n" = 0 WHERE "name" LIKE 'conversations.%';
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "row_counts" ("name", "n")
    SELECT 'conversations.' || "area" || '.' || "state", count(*) FROM new_rows
    GROUP BY 1 ORDER BY 1
    ON CONFLICT ("name") DO UPDATE SET "n" = "row_counts"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "row_counts" ("name", "n")
    SELECT 'conversations.' || "area" || '.' || "state", -count(*) FROM old_rows
    GROUP BY 1 ORDER BY 1
    ON CONFLICT ("name") DO UPDATE SET "n" = "row_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "row_counts" ("name", "n")
    SELECT "name", sum("delta") FROM (
      SELECT 'conversations.' || "area" || '.' || "state" AS "name", 1 AS "delta" FROM new_rows
      UNION ALL
      SELECT 'conversations.' || "area" || '.' || "state", -1 FROM old_rows
    ) AS "moved"
    GROUP BY "name" HAVING sum("delta") <> 0 ORDER BY "name"
    ON CONFLICT ("name") DO UPDATE SET "n" = "row_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "conversations_count_insert" AFTER INSERT ON "conversations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_conversation_counts"();
--> statement-breakpoint
CREATE TRIGGER "conversations_count_update" AFTER UPDATE ON "conversations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_conversation_counts"();
--> statement-breakpoint
CREATE TRIGGER "conversations_count_delete" AFTER DELETE ON "conversations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_conversation_counts"();
--> statement-breakpoint
CREATE TRIGGER "conversations_count_truncate" AFTER TRUNCATE ON "conversations" FOR EACH STATEMENT EXECUTE FUNCTION "maintain_conversation_counts"();
--> statement-breakpoint
-- Start from the conversations already there: every area and state, zeros included.
INSERT INTO "row_counts" ("name", "n")
SELECT 'conversations.' || a || '.' || s,
  (SELECT count(*) FROM "conversations" c WHERE c."area" = a AND c."state" = s)
FROM unnest(ARRAY['contact', 'consultancy', 'investment', 'custom']) AS a,
  unnest(ARRAY['open', 'waiting', 'closed']) AS s
ON CONFLICT ("name") DO UPDATE SET "n" = excluded."n";
