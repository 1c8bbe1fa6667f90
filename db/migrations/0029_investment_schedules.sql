ALTER TABLE "investments" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "closing_announced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "investments_publish_at_idx" ON "investments" USING btree ("publish_at") WHERE "investments"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "investments_unpublish_at_idx" ON "investments" USING btree ("unpublish_at") WHERE "investments"."unpublish_at" is not null;--> statement-breakpoint
CREATE INDEX "investments_closing_idx" ON "investments" USING btree ("closes_at") WHERE "investments"."closes_at" is not null and not "investments"."closing_announced";