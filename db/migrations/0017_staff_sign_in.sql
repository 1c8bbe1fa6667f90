ALTER TABLE "session" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "two_factor" ADD COLUMN "last_totp_step" integer;