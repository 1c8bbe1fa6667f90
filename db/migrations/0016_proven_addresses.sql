ALTER TABLE "consultancy_requests" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "address_proven" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applicants" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "consultancy_requests" ADD CONSTRAINT "consultancy_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applicants" ADD CONSTRAINT "job_applicants_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultancy_requests_user_idx" ON "consultancy_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_messages_user_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_applicants_user_idx" ON "job_applicants" USING btree ("user_id");--> statement-breakpoint
-- Decision 034: registered accounts never proved their address; they are unproven until they
-- confirm it by the e-mailed link. Staff accounts were made from an invitation sent to the
-- address (or ADMIN_EMAIL), which proved it.
UPDATE "user" SET "email_verified" = false WHERE "role" = 'user';
