CREATE TABLE "data_room_revocations" (
	"investment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"revoked_by" text,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_revocations_investment_id_user_id_pk" PRIMARY KEY("investment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "document_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"version_id" text NOT NULL,
	"investment_id" text NOT NULL,
	"user_id" text,
	"reader_name" text DEFAULT '' NOT NULL,
	"reader_email" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_access_log_action_check" CHECK ("document_access_log"."action" in ('open', 'download')),
	CONSTRAINT "document_access_log_reader_name_length" CHECK (char_length("document_access_log"."reader_name") <= 100),
	CONSTRAINT "document_access_log_reader_email_length" CHECK (char_length("document_access_log"."reader_email") <= 254),
	CONSTRAINT "document_access_log_ip_length" CHECK (char_length("document_access_log"."ip") <= 100)
);
--> statement-breakpoint
CREATE TABLE "identity_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"filename" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"expires_on" date,
	"reminded_at" timestamp with time zone,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_documents_kind_check" CHECK ("identity_documents"."kind" in ('passport', 'emirates-id', 'proof-of-address')),
	CONSTRAINT "identity_documents_file_key_length" CHECK (char_length("identity_documents"."file_key") <= 2048),
	CONSTRAINT "identity_documents_filename_length" CHECK (char_length("identity_documents"."filename") <= 255)
);
--> statement-breakpoint
CREATE TABLE "investment_document_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"version" integer NOT NULL,
	"file_key" text NOT NULL,
	"filename" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_document_versions_file_key_length" CHECK (char_length("investment_document_versions"."file_key") <= 2048),
	CONSTRAINT "investment_document_versions_filename_length" CHECK (char_length("investment_document_versions"."filename") <= 255)
);
--> statement-breakpoint
CREATE TABLE "investment_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"investment_id" text NOT NULL,
	"title" text NOT NULL,
	"title_ar" text DEFAULT '' NOT NULL,
	"visibility" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_documents_visibility_check" CHECK ("investment_documents"."visibility" in ('public', 'signed-in', 'nda', 'investors')),
	CONSTRAINT "investment_documents_title_length" CHECK (char_length("investment_documents"."title") <= 200),
	CONSTRAINT "investment_documents_title_ar_length" CHECK (char_length("investment_documents"."title_ar") <= 200)
);
--> statement-breakpoint
CREATE TABLE "investor_files" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"classification" text,
	"nationality" text DEFAULT '' NOT NULL,
	"residence" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_by" text,
	"reviewed_by_name" text,
	"reviewed_at" timestamp with time zone,
	"keep_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_files_classification_check" CHECK ("investor_files"."classification" is null or "investor_files"."classification" in ('retail', 'professional')),
	CONSTRAINT "investor_files_state_check" CHECK ("investor_files"."state" in ('draft', 'pending', 'verified', 'rejected')),
	CONSTRAINT "investor_files_name_length" CHECK (char_length("investor_files"."name") <= 100),
	CONSTRAINT "investor_files_email_length" CHECK (char_length("investor_files"."email") <= 254),
	CONSTRAINT "investor_files_nationality_length" CHECK (char_length("investor_files"."nationality") <= 100),
	CONSTRAINT "investor_files_residence_length" CHECK (char_length("investor_files"."residence") <= 100),
	CONSTRAINT "investor_files_rejection_reason_length" CHECK (char_length("investor_files"."rejection_reason") <= 2000),
	CONSTRAINT "investor_files_reviewed_by_name_length" CHECK (char_length("investor_files"."reviewed_by_name") <= 100)
);
--> statement-breakpoint
CREATE TABLE "nda_acceptances" (
	"id" text PRIMARY KEY NOT NULL,
	"nda_version_id" text NOT NULL,
	"user_id" text NOT NULL,
	"investment_id" text NOT NULL,
	"typed_name" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nda_acceptances_typed_name_length" CHECK (char_length("nda_acceptances"."typed_name") <= 100),
	CONSTRAINT "nda_acceptances_ip_length" CHECK (char_length("nda_acceptances"."ip") <= 100)
);
--> statement-breakpoint
CREATE TABLE "nda_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"investment_id" text,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"body_ar" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nda_versions_body_length" CHECK (char_length("nda_versions"."body") <= 10000),
	CONSTRAINT "nda_versions_body_ar_length" CHECK (char_length("nda_versions"."body_ar") <= 10000)
);
--> statement-breakpoint
ALTER TABLE "investment_requests" DROP CONSTRAINT "investment_requests_status_check";--> statement-breakpoint
ALTER TABLE "investment_requests" ADD COLUMN "risk_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investment_requests" ADD COLUMN "risk_warning_shown" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investment_requests" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investment_requests" ADD COLUMN "keep_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "risk_warning" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "risk_warning_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "data_room_revocations" ADD CONSTRAINT "data_room_revocations_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_revocations" ADD CONSTRAINT "data_room_revocations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_revocations" ADD CONSTRAINT "data_room_revocations_revoked_by_user_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_document_id_investment_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."investment_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_version_id_investment_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."investment_document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_file_id_investor_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."investor_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_document_versions" ADD CONSTRAINT "investment_document_versions_document_id_investment_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."investment_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_document_versions" ADD CONSTRAINT "investment_document_versions_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_documents" ADD CONSTRAINT "investment_documents_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_files" ADD CONSTRAINT "investor_files_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_files" ADD CONSTRAINT "investor_files_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_acceptances" ADD CONSTRAINT "nda_acceptances_nda_version_id_nda_versions_id_fk" FOREIGN KEY ("nda_version_id") REFERENCES "public"."nda_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_acceptances" ADD CONSTRAINT "nda_acceptances_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_acceptances" ADD CONSTRAINT "nda_acceptances_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_versions" ADD CONSTRAINT "nda_versions_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_versions" ADD CONSTRAINT "nda_versions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_access_log_document_idx" ON "document_access_log" USING btree ("document_id","at");--> statement-breakpoint
CREATE INDEX "document_access_log_user_idx" ON "document_access_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "document_access_log_investment_idx" ON "document_access_log" USING btree ("investment_id","at");--> statement-breakpoint
CREATE INDEX "identity_documents_file_idx" ON "identity_documents" USING btree ("file_id","kind");--> statement-breakpoint
CREATE INDEX "identity_documents_expiry_idx" ON "identity_documents" USING btree ("expires_on") WHERE "identity_documents"."reminded_at" is null and "identity_documents"."expires_on" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "investment_document_versions_number_idx" ON "investment_document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "investment_documents_investment_idx" ON "investment_documents" USING btree ("investment_id","position","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "investor_files_user_idx" ON "investor_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "investor_files_state_idx" ON "investor_files" USING btree ("state","submitted_at","id");--> statement-breakpoint
CREATE INDEX "investor_files_keep_until_idx" ON "investor_files" USING btree ("keep_until") WHERE "investor_files"."keep_until" is not null;--> statement-breakpoint
CREATE INDEX "investor_files_search_idx" ON "investor_files" USING gin (lower(coalesce("name", '') || ' ' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "nda_acceptances_once_idx" ON "nda_acceptances" USING btree ("nda_version_id","investment_id","user_id");--> statement-breakpoint
CREATE INDEX "nda_acceptances_user_idx" ON "nda_acceptances" USING btree ("user_id","investment_id");--> statement-breakpoint
CREATE INDEX "nda_acceptances_investment_idx" ON "nda_acceptances" USING btree ("investment_id","accepted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "nda_versions_number_idx" ON "nda_versions" USING btree (coalesce("investment_id", ''),"version");--> statement-breakpoint
ALTER TABLE "investment_requests" ADD CONSTRAINT "investment_requests_risk_warning_shown_length" CHECK (char_length("investment_requests"."risk_warning_shown") <= 5000);--> statement-breakpoint
ALTER TABLE "investment_requests" ADD CONSTRAINT "investment_requests_status_check" CHECK ("investment_requests"."status" in ('Pending', 'Accepted', 'Rejected', 'Withdrawn'));--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_risk_warning_length" CHECK (char_length("investments"."risk_warning") <= 5000);--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_risk_warning_ar_length" CHECK (char_length("investments"."risk_warning_ar") <= 5000);--> statement-breakpoint
-- A data-room file and an identity document go with their row, on every path (a removed
-- investment, an erasure, the retention job): the row's deletion queues the file's.
CREATE FUNCTION "queue_stored_file_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "file_deletions" ("key") VALUES (OLD."file_key") ON CONFLICT ("key") DO NOTHING;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "investment_document_versions_file" AFTER DELETE ON "investment_document_versions"
  FOR EACH ROW EXECUTE FUNCTION "queue_stored_file_deletion"();--> statement-breakpoint
CREATE TRIGGER "identity_documents_file" AFTER DELETE ON "identity_documents"
  FOR EACH ROW EXECUTE FUNCTION "queue_stored_file_deletion"();--> statement-breakpoint
-- Requests decided before this migration: their decision time is their last change.
UPDATE "investment_requests" SET "decided_at" = "updated_at" WHERE "status" IN ('Accepted', 'Rejected');
