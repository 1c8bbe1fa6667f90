-- Migration 0018 gave every request already on file a due time a day after it arrived; the
-- ones still open are overdue from the start, some for years. The inbox shows them overdue;
-- the overdue reminder counts them as told, so its first run does not bury the company's
-- inbox. From here on every due time that passes is e-mailed, however late the job sees it.
UPDATE "conversations" SET "overdue_notified_at" = now()
WHERE "state" = 'open' AND "due_at" < now() AND "overdue_notified_at" IS NULL;
