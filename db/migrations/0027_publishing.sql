CREATE TABLE "content_drafts" (
	"content_type" text NOT NULL,
	"item_id" text NOT NULL,
	"document" jsonb NOT NULL,
	"state" text DEFAULT 'editing' NOT NULL,
	"base_revision" integer,
	"last_editor_id" text,
	"last_editor_name" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"review_comment" text DEFAULT '' NOT NULL,
	"reviewer_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_drafts_content_type_item_id_pk" PRIMARY KEY("content_type","item_id"),
	CONSTRAINT "content_drafts_type_check" CHECK ("content_drafts"."content_type" in ('investment', 'package', 'job', 'team-member', 'consultant', 'testimonial', 'site-texts')),
	CONSTRAINT "content_drafts_state_check" CHECK ("content_drafts"."state" in ('editing', 'in-review', 'returned')),
	CONSTRAINT "content_drafts_last_editor_name_length" CHECK (char_length("content_drafts"."last_editor_name") <= 100),
	CONSTRAINT "content_drafts_review_comment_length" CHECK (char_length("content_drafts"."review_comment") <= 2000),
	CONSTRAINT "content_drafts_reviewer_name_length" CHECK (char_length("content_drafts"."reviewer_name") <= 100)
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"item_id" text NOT NULL,
	"number" integer NOT NULL,
	"document" jsonb NOT NULL,
	"changed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_by_id" text,
	"published_by_name" text DEFAULT '' NOT NULL,
	"edited_by_name" text DEFAULT '' NOT NULL,
	"restored_from" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_type_check" CHECK ("content_revisions"."content_type" in ('investment', 'package', 'job', 'team-member', 'consultant', 'testimonial', 'site-texts')),
	CONSTRAINT "content_revisions_published_by_name_length" CHECK (char_length("content_revisions"."published_by_name") <= 100),
	CONSTRAINT "content_revisions_edited_by_name_length" CHECK (char_length("content_revisions"."edited_by_name") <= 100)
);
--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_last_editor_id_user_id_fk" FOREIGN KEY ("last_editor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_published_by_id_user_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_drafts_queue_idx" ON "content_drafts" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_item_idx" ON "content_revisions" USING btree ("content_type","item_id","number");--> statement-breakpoint
CREATE INDEX "content_revisions_published_idx" ON "content_revisions" USING btree ("published_at");