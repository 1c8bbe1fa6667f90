-- The admin dashboard's counters (row_counts), kept by statement-level triggers with
-- transition tables: one counter for the table and one for a subset of it
-- (TG_ARGV[0] names the subset, TG_ARGV[1] is its condition).
CREATE FUNCTION "maintain_row_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_delta bigint := 0;
  subset_delta bigint := 0;
  counted bigint;
  in_subset bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "row_counts" SET "n" = 0 WHERE "name" IN (TG_TABLE_NAME, TG_ARGV[0]);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('select count(*), count(*) filter (where %s) from new_rows', TG_ARGV[1])
      INTO counted, in_subset;
    rows_delta := rows_delta + counted;
    subset_delta := subset_delta + in_subset;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('select count(*), count(*) filter (where %s) from old_rows', TG_ARGV[1])
      INTO counted, in_subset;
    rows_delta := rows_delta - counted;
    subset_delta := subset_delta - in_subset;
  END IF;
  IF rows_delta <> 0 THEN
    UPDATE "row_counts" SET "n" = "n" + rows_delta WHERE "name" = TG_TABLE_NAME;
  END IF;
  IF subset_delta <> 0 THEN
    UPDATE "row_counts" SET "n" = "n" + subset_delta WHERE "name" = TG_ARGV[0];
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "investments_count_insert" AFTER INSERT ON "investments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_row_counts"('investments.active', 'is_active');
--> statement-breakpoint
CREATE TRIGGER "investments_count_update" AFTER UPDATE ON "investments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_row_counts"('investments.active', 'is_active');
--> statement-breakpoint
CREATE TRIGGER "investments_count_delete" AFTER DELETE ON "investments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_row_counts"('investments.active', 'is_active');
--> statement-breakpoint
CREATE TRIGGER "investments_count_truncate" AFTER TRUNCATE ON "investments" FOR EACH STATEMENT EXECUTE FUNCTION "maintain_row_counts"('investments.active', 'is_active');
--> statement-breakpoint
CREATE TRIGGER "investment_requests_count_insert" AFTER INSERT ON "investment_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_row_counts"('investment_requests.pending', 'status = ''Pending''');
--> statement-breakpoint
CREATE TRIGGER "investment_requests_count_update" AFTER UPDATE ON "investment_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_row_counts"('investment_requests.pending', 'status = ''Pending''');
--> statement-breakpoint
CREATE TRIGGER "investment_requests_count_delete" AFTER DELETE ON "investment_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_row_counts"('investment_requests.pending', 'status = ''Pending''');
--> statement-breakpoint
CREATE TRIGGER "investment_requests_count_truncate" AFTER TRUNCATE ON "investment_requests" FOR EACH STATEMENT EXECUTE FUNCTION "maintain_row_counts"('investment_requests.pending', 'status = ''Pending''');
--> statement-breakpoint
CREATE TRIGGER "user_investment_requests_count_insert" AFTER INSERT ON "user_investment_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_row_counts"('user_investment_requests.pending', 'status = ''Pending''');
--> statement-breakpoint
CREATE TRIGGER "user_investment_requests_count_update" AFTER UPDATE ON "user_investment_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_row_counts"('user_investment_requests.pending', 'status = ''Pending''');
--> statement-breakpoint
CREATE TRIGGER "user_investment_requests_count_delete" AFTER DELETE ON "user_investment_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_row_counts"('user_investment_requests.pending', 'status = ''Pending''');
--> statement-breakpoint
CREATE TRIGGER "user_investment_requests_count_truncate" AFTER TRUNCATE ON "user_investment_requests" FOR EACH STATEMENT EXECUTE FUNCTION "maintain_row_counts"('user_investment_requests.pending', 'status = ''Pending''');
--> statement-breakpoint
CREATE TRIGGER "user_count_insert" AFTER INSERT ON "user" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_row_counts"('user.user', 'role = ''user''');
--> statement-breakpoint
CREATE TRIGGER "user_count_update" AFTER UPDATE ON "user" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_row_counts"('user.user', 'role = ''user''');
--> statement-breakpoint
CREATE TRIGGER "user_count_delete" AFTER DELETE ON "user" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "maintain_row_counts"('user.user', 'role = ''user''');
--> statement-breakpoint
CREATE TRIGGER "user_count_truncate" AFTER TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION "maintain_row_counts"('user.user', 'role = ''user''');
--> statement-breakpoint
-- Start from the rows already there (the migration runs before the app serves).
INSERT INTO "row_counts" ("name", "n")
SELECT 'investments', count(*) FROM "investments"
UNION ALL SELECT 'investments.active', count(*) FROM "investments" WHERE "is_active"
UNION ALL SELECT 'investment_requests', count(*) FROM "investment_requests"
UNION ALL SELECT 'investment_requests.pending', count(*) FROM "investment_requests" WHERE "status" = 'Pending'
UNION ALL SELECT 'user_investment_requests', count(*) FROM "user_investment_requests"
UNION ALL SELECT 'user_investment_requests.pending', count(*) FROM "user_investment_requests" WHERE "status" = 'Pending'
UNION ALL SELECT 'user', count(*) FROM "user"
UNION ALL SELECT 'user.user', count(*) FROM "user" WHERE "role" = 'user'
ON CONFLICT ("name") DO UPDATE SET "n" = excluded."n";
