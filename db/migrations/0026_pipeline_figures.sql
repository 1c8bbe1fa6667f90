CREATE TABLE "job_pipeline_figures" (
	"job_key" text NOT NULL,
	"figure" text NOT NULL,
	"key" text NOT NULL,
	"bucket" bigint DEFAULT 0 NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"seconds" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "job_pipeline_figures_job_key_figure_key_bucket_pk" PRIMARY KEY("job_key","figure","key","bucket")
);
--> statement-breakpoint
CREATE INDEX "job_applicants_withdrawn_idx" ON "job_applicants" USING btree ("job_id","submitted_at","id") WHERE "job_applicants"."withdrawn_at" is not null;--> statement-breakpoint
CREATE INDEX "job_applicants_talent_pool_idx" ON "job_applicants" USING btree ("submitted_at","id") WHERE "job_applicants"."talent_pool";--> statement-breakpoint
-- A job's pipeline in figures (decision 046): the board's counts and the job report's
-- applicants per stage, sources and time in each stage, kept by one statement-level trigger
-- with transition tables (as migrations 0006 and 0020 keep counters), so reading them at
-- 100,000 applicants reads a few rows. Every writer of an applicant (the application, a move,
-- a withdrawal, a copy from the talent pool, an erasure, retention, a deleted job) goes through
-- it. Rows leaving count -1 and rows arriving +1, so an update that changes no figure writes
-- nothing; a move or a withdrawal also ends a stay ('stayed'). Figures are written in key
-- order, so two writers cannot deadlock on them.
CREATE FUNCTION "maintain_pipeline_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text;
  ended text := '';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "job_pipeline_figures";
    RETURN NULL;
  END IF;
  moved := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS "sign" FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS "sign" FROM old_rows'
    ELSE 'SELECT *, 1 AS "sign" FROM new_rows UNION ALL SELECT *, -1 FROM old_rows'
  END;
  -- A move or a withdrawal ends the stay the old row was in: at the new stage's entry, or at
  -- the withdrawal.
  IF TG_OP = 'UPDATE' THEN
    ended := $sql$
      UNION ALL
      SELECT coalesce(o."job_id", ''), 'stayed', o."status", floor(s."length" / 3600)::bigint, 1,
        s."length"
      FROM old_rows o
      JOIN new_rows n ON n."id" = o."id"
      CROSS JOIN LATERAL (
        SELECT greatest(extract(epoch FROM
          coalesce(n."withdrawn_at", n."stage_entered_at") - o."stage_entered_at"), 0)::double precision
          AS "length"
      ) s
      WHERE o."withdrawn_at" IS NULL
        AND (n."withdrawn_at" IS NOT NULL OR n."status" <> o."status"
          OR n."stage_entered_at" <> o."stage_entered_at")
    $sql$;
  END IF;
  EXECUTE format($sql$
    INSERT INTO "job_pipeline_figures" AS f ("job_key", "figure", "key", "bucket", "n", "seconds")
    SELECT "job_key", "figure", "key", "bucket", sum("n"), sum("seconds")
    FROM (
      SELECT coalesce(r."job_id", '') AS "job_key", 'stage' AS "figure", r."status" AS "key",
        0::bigint AS "bucket", r."sign" AS "n", 0::double precision AS "seconds"
      FROM (%1$s) r WHERE r."withdrawn_at" IS NULL
      UNION ALL
      SELECT coalesce(r."job_id", ''), 'withdrawn', '', 0, r."sign", 0
      FROM (%1$s) r WHERE r."withdrawn_at" IS NOT NULL
      UNION ALL
      SELECT coalesce(r."job_id", ''), 'source', r."source", 0, r."sign", 0
      FROM (%1$s) r
      UNION ALL
      SELECT coalesce(r."job_id", ''), 'waiting', r."status",
        floor(extract(epoch FROM r."stage_entered_at") / 3600)::bigint, r."sign",
        r."sign" * extract(epoch FROM r."stage_entered_at")
      FROM (%1$s) r WHERE r."withdrawn_at" IS NULL
      %2$s
    ) AS "change"
    GROUP BY 1, 2, 3, 4
    HAVING sum("n") <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ("job_key", "figure", "key", "bucket")
    DO UPDATE SET "n" = f."n" + excluded."n", "seconds" = f."seconds" + excluded."seconds"
  $sql$,
    moved, ended);
  -- A stage hour or a source nobody is in any more is forgotten, so a job's figures stay as
  -- few as its applicants' distinct entry hours.
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "job_pipeline_figures" f
    USING (
      SELECT DISTINCT coalesce("job_id", '') AS "job_key", 'waiting' AS "figure", "status" AS "key",
        floor(extract(epoch FROM "stage_entered_at") / 3600)::bigint AS "bucket"
      FROM old_rows
      UNION
      SELECT DISTINCT coalesce("job_id", ''), 'source', "source", 0 FROM old_rows
    ) AS "left"
    WHERE f."job_key" = "left"."job_key" AND f."figure" = "left"."figure"
      AND f."key" = "left"."key" AND f."bucket" = "left"."bucket" AND f."n" = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "job_applicants_figures_insert" AFTER INSERT ON "job_applicants" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_pipeline_figures"();
--> statement-breakpoint
CREATE TRIGGER "job_applicants_figures_update" AFTER UPDATE ON "job_applicants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_pipeline_figures"();
--> statement-breakpoint
CREATE TRIGGER "job_applicants_figures_delete" AFTER DELETE ON "job_applicants" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_pipeline_figures"();
--> statement-breakpoint
CREATE TRIGGER "job_applicants_figures_truncate" AFTER TRUNCATE ON "job_applicants" FOR EACH STATEMENT EXECUTE FUNCTION "maintain_pipeline_figures"();
--> statement-breakpoint
-- Start from the applicants already there (the migration runs before the app serves): their
-- stages, sources and current stays from the rows, their ended stays from the history as the
-- report read it before (decision 045: a stage-entering event opens a stay that the
-- applicant's next one closes; the last one closes at the withdrawal, if any).
INSERT INTO "job_pipeline_figures" ("job_key", "figure", "key", "bucket", "n", "seconds")
SELECT "job_key", "figure", "key", "bucket", sum("n"), sum("seconds")
FROM (
  SELECT coalesce("job_id", '') AS "job_key", 'stage' AS "figure", "status" AS "key",
    0::bigint AS "bucket", 1 AS "n", 0::double precision AS "seconds"
  FROM "job_applicants" WHERE "withdrawn_at" IS NULL
  UNION ALL
  SELECT coalesce("job_id", ''), 'withdrawn', '', 0, 1, 0
  FROM "job_applicants" WHERE "withdrawn_at" IS NOT NULL
  UNION ALL
  SELECT coalesce("job_id", ''), 'source', "source", 0, 1, 0 FROM "job_applicants"
  UNION ALL
  SELECT coalesce("job_id", ''), 'waiting', "status",
    floor(extract(epoch FROM "stage_entered_at") / 3600)::bigint, 1,
    extract(epoch FROM "stage_entered_at")
  FROM "job_applicants" WHERE "withdrawn_at" IS NULL
  UNION ALL
  SELECT "job_key", 'stayed', "stage", floor("length" / 3600)::bigint, 1, "length"
  FROM (
    SELECT "job_key", "stage",
      greatest(extract(epoch FROM "ended_at" - "entered_at"), 0)::double precision AS "length"
    FROM (
      SELECT coalesce(a."job_id", '') AS "job_key", e."to_stage" AS "stage",
        e."created_at" AS "entered_at",
        coalesce(
          lead(e."created_at") OVER (PARTITION BY e."applicant_id" ORDER BY e."created_at", e."id"),
          a."withdrawn_at"
        ) AS "ended_at"
      FROM "applicant_events" e
      JOIN "job_applicants" a ON a."id" = e."applicant_id"
      WHERE e."kind" IN ('applied', 'stage', 'added-to-job') AND e."to_stage" IS NOT NULL
    ) AS "legs"
    WHERE "ended_at" IS NOT NULL
  ) AS "stays"
) AS "figures"
GROUP BY 1, 2, 3, 4
HAVING sum("n") <> 0;
