CREATE TABLE "content_schedules" (
	"content_type" text NOT NULL,
	"item_id" text NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_schedules_content_type_item_id_pk" PRIMARY KEY("content_type","item_id"),
	CONSTRAINT "content_schedules_type_check" CHECK ("content_schedules"."content_type" in ('job', 'team-member', 'consultant', 'testimonial'))
);
--> statement-breakpoint
CREATE INDEX "content_schedules_publish_idx" ON "content_schedules" USING btree ("publish_at") WHERE "content_schedules"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "content_schedules_unpublish_idx" ON "content_schedules" USING btree ("unpublish_at") WHERE "content_schedules"."unpublish_at" is not null;