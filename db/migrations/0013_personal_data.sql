CREATE TABLE "consent_records" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"form" text NOT NULL,
	"record_id" text,
	"policy_version" text NOT NULL,
	"purposes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_form_check" CHECK ("consent_records"."form" in ('contact', 'application', 'consultation', 'investment-request', 'custom-request', 'registration')),
	CONSTRAINT "consent_records_email_length" CHECK (char_length("consent_records"."email") <= 254),
	CONSTRAINT "consent_records_policy_version_length" CHECK (char_length("consent_records"."policy_version") <= 100)
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_hash" text NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	"summary" jsonb,
	"locale" text DEFAULT 'en' NOT NULL,
	CONSTRAINT "data_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "data_requests_locale_check" CHECK ("data_requests"."locale" in ('en', 'ar')),
	CONSTRAINT "data_requests_kind_check" CHECK ("data_requests"."kind" in ('export', 'erasure')),
	CONSTRAINT "data_requests_state_check" CHECK ("data_requests"."state" in ('awaiting-confirmation', 'confirmed', 'completed', 'expired')),
	CONSTRAINT "data_requests_source_check" CHECK ("data_requests"."source" in ('visitor', 'account', 'staff')),
	CONSTRAINT "data_requests_email_length" CHECK (char_length("data_requests"."email") <= 254)
);
--> statement-breakpoint
ALTER TABLE "job_applicants" ADD COLUMN "talent_pool" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "marketing_emails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_email_idx" ON "consent_records" USING btree ("email");--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "data_requests_requested_idx" ON "data_requests" USING btree ("requested_at","id");--> statement-breakpoint
CREATE INDEX "data_requests_state_idx" ON "data_requests" USING btree ("state","requested_at","id");--> statement-breakpoint
CREATE INDEX "data_requests_search_idx" ON "data_requests" USING gin (lower(coalesce("email", '')) gin_trgm_ops);