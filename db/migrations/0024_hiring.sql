CREATE TABLE "applicant_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"applicant_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text DEFAULT '' NOT NULL,
	"from_stage" text,
	"to_stage" text,
	"body" text DEFAULT '' NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_events_kind_check" CHECK ("applicant_events"."kind" in ('applied', 'stage', 'note', 'email', 'scorecard', 'interview', 'withdrawn', 'added-to-job')),
	CONSTRAINT "applicant_events_actor_name_length" CHECK (char_length("applicant_events"."actor_name") <= 100),
	CONSTRAINT "applicant_events_body_length" CHECK (char_length("applicant_events"."body") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "applicant_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"applicant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "applicant_scorecards" (
	"id" text PRIMARY KEY NOT NULL,
	"applicant_id" text NOT NULL,
	"stage" text NOT NULL,
	"reviewer_id" text,
	"reviewer_name" text NOT NULL,
	"ratings" jsonb NOT NULL,
	"recommendation" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_scorecards_recommendation_check" CHECK ("applicant_scorecards"."recommendation" in ('strong-no', 'no', 'yes', 'strong-yes')),
	CONSTRAINT "applicant_scorecards_reviewer_name_length" CHECK (char_length("applicant_scorecards"."reviewer_name") <= 100),
	CONSTRAINT "applicant_scorecards_comment_length" CHECK (char_length("applicant_scorecards"."comment") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "hiring_email_templates" (
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hiring_email_templates_kind_locale_pk" PRIMARY KEY("kind","locale"),
	CONSTRAINT "hiring_email_templates_kind_check" CHECK ("hiring_email_templates"."kind" in ('shortlisted', 'interview-invitation', 'rejection', 'offer')),
	CONSTRAINT "hiring_email_templates_locale_check" CHECK ("hiring_email_templates"."locale" in ('en', 'ar')),
	CONSTRAINT "hiring_email_templates_subject_length" CHECK (char_length("hiring_email_templates"."subject") <= 200),
	CONSTRAINT "hiring_email_templates_body_length" CHECK (char_length("hiring_email_templates"."body") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "interview_offers" (
	"slot_id" text NOT NULL,
	"applicant_id" text NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_offers_slot_id_applicant_id_pk" PRIMARY KEY("slot_id","applicant_id")
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" text PRIMARY KEY NOT NULL,
	"recruiter_id" text,
	"recruiter_name" text NOT NULL,
	"recruiter_email" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"booked_applicant_id" text,
	"booked_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_slots_order_check" CHECK ("interview_slots"."ends_at" > "interview_slots"."starts_at"),
	CONSTRAINT "interview_slots_recruiter_name_length" CHECK (char_length("interview_slots"."recruiter_name") <= 100),
	CONSTRAINT "interview_slots_recruiter_email_length" CHECK (char_length("interview_slots"."recruiter_email") <= 254),
	CONSTRAINT "interview_slots_location_length" CHECK (char_length("interview_slots"."location") <= 300)
);
--> statement-breakpoint
ALTER TABLE "job_applicants" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applicants" ADD COLUMN "cv_text" text;--> statement-breakpoint
ALTER TABLE "job_applicants" ADD COLUMN "rating" real;--> statement-breakpoint
ALTER TABLE "job_applicants" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applicants" ADD COLUMN "stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applicants" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applicants" ADD COLUMN "copied_from_id" text;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "criteria" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "criteria_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applicant_events" ADD CONSTRAINT "applicant_events_applicant_id_job_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."job_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_events" ADD CONSTRAINT "applicant_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_links" ADD CONSTRAINT "applicant_links_applicant_id_job_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."job_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_scorecards" ADD CONSTRAINT "applicant_scorecards_applicant_id_job_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."job_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_scorecards" ADD CONSTRAINT "applicant_scorecards_reviewer_id_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_email_templates" ADD CONSTRAINT "hiring_email_templates_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_offers" ADD CONSTRAINT "interview_offers_slot_id_interview_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."interview_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_offers" ADD CONSTRAINT "interview_offers_applicant_id_job_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."job_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_recruiter_id_user_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_booked_applicant_id_job_applicants_id_fk" FOREIGN KEY ("booked_applicant_id") REFERENCES "public"."job_applicants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_events_applicant_idx" ON "applicant_events" USING btree ("applicant_id","id");--> statement-breakpoint
CREATE INDEX "applicant_links_applicant_idx" ON "applicant_links" USING btree ("applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applicant_scorecards_reviewer_idx" ON "applicant_scorecards" USING btree ("applicant_id","stage","reviewer_id");--> statement-breakpoint
CREATE INDEX "interview_offers_applicant_idx" ON "interview_offers" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "interview_slots_recruiter_idx" ON "interview_slots" USING btree ("recruiter_id","starts_at");--> statement-breakpoint
CREATE INDEX "interview_slots_booked_idx" ON "interview_slots" USING btree ("booked_applicant_id");--> statement-breakpoint
ALTER TABLE "job_applicants" ADD CONSTRAINT "job_applicants_copied_from_id_job_applicants_id_fk" FOREIGN KEY ("copied_from_id") REFERENCES "public"."job_applicants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applicants_board_idx" ON "job_applicants" USING btree ("job_id","status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "job_applicants_rating_idx" ON "job_applicants" USING btree ("job_id","rating","id");--> statement-breakpoint
CREATE INDEX "job_applicants_document_idx" ON "job_applicants" USING gin (to_tsvector('simple', coalesce("cover_letter", '') || ' ' || coalesce("cv_text", '')));--> statement-breakpoint
ALTER TABLE "job_applicants" ADD CONSTRAINT "job_applicants_source_length" CHECK (char_length("job_applicants"."source") <= 100);--> statement-breakpoint
ALTER TABLE "job_applicants" ADD CONSTRAINT "job_applicants_cv_text_length" CHECK (char_length("job_applicants"."cv_text") <= 100000);--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_criteria_length" CHECK (char_length("job_listings"."criteria") <= 1000);--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_criteria_ar_length" CHECK (char_length("job_listings"."criteria_ar") <= 1000);--> statement-breakpoint
-- Applications sent before the pipeline (decision 045): each entered its current status when
-- it was last changed, and its history starts with the application itself.
UPDATE "job_applicants" SET "stage_entered_at" = "updated_at";--> statement-breakpoint
INSERT INTO "applicant_events" ("applicant_id", "kind", "to_stage", "created_at")
SELECT "id", 'applied', 'Pending', "submitted_at" FROM "job_applicants";
