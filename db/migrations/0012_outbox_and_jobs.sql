CREATE TABLE "email_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_state_check" CHECK ("email_outbox"."state" in ('pending', 'sent', 'failed')),
	CONSTRAINT "email_outbox_attempts_check" CHECK ("email_outbox"."attempts" >= 0),
	CONSTRAINT "email_outbox_recipient_length" CHECK (char_length("email_outbox"."recipient") <= 254),
	CONSTRAINT "email_outbox_reply_to_length" CHECK (char_length("email_outbox"."reply_to") <= 254),
	CONSTRAINT "email_outbox_subject_length" CHECK (char_length("email_outbox"."subject") <= 500),
	CONSTRAINT "email_outbox_text_length" CHECK (char_length("email_outbox"."text") <= 100000),
	CONSTRAINT "email_outbox_html_length" CHECK (char_length("email_outbox"."html") <= 200000),
	CONSTRAINT "email_outbox_last_error_length" CHECK (char_length("email_outbox"."last_error") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at","id") WHERE "email_outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "email_outbox_state_idx" ON "email_outbox" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "email_outbox_search_idx" ON "email_outbox" USING gin (lower(coalesce("recipient", '') || ' ' || coalesce("subject", '')) gin_trgm_ops);