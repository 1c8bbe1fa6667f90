ALTER TABLE "investments" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
-- Every investment that exists before drafts was published when it was created (decision 047).
UPDATE "investments" SET "first_published_at" = "created_at";
