CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultancy_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"consultant_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"notes" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultancy_requests_status_check" CHECK ("consultancy_requests"."status" in ('Pending', 'Contacted', 'Scheduled'))
);
--> statement-breakpoint
CREATE TABLE "consultants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"specialization" text DEFAULT '' NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"department" text,
	"expertise" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"availability" text DEFAULT 'Available' NOT NULL,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"description" text NOT NULL,
	"services" jsonb NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "departments_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "investment_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"investment_id" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment_packages" (
	"investment_id" text NOT NULL,
	"package_id" text NOT NULL,
	CONSTRAINT "investment_packages_investment_id_package_id_pk" PRIMARY KEY("investment_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "investment_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"investment_id" text,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_requests_status_check" CHECK ("investment_requests"."status" in ('Pending', 'Accepted', 'Rejected'))
);
--> statement-breakpoint
CREATE TABLE "investments" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"department" text,
	"profit_margin" text NOT NULL,
	"profit_schema" text NOT NULL,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investments_type_check" CHECK ("investments"."type" in ('Financial', 'Resource-based'))
);
--> statement-breakpoint
CREATE TABLE "job_applicants" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"cover_letter" text NOT NULL,
	"cv_key" text NOT NULL,
	"cv_filename" text NOT NULL,
	"cv_mime" text NOT NULL,
	"cv_size" integer NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applicants_status_check" CHECK ("job_applicants"."status" in ('Pending', 'Shortlisted', 'Interviewed', 'Rejected', 'Hired'))
);
--> statement-breakpoint
CREATE TABLE "job_listings" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"department" text NOT NULL,
	"location" text NOT NULL,
	"type" text DEFAULT 'Full-time' NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"responsibilities" text DEFAULT '' NOT NULL,
	"requirements" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_price_check" CHECK ("packages"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"email" text,
	"linkedin_url" text,
	"twitter_url" text,
	"image_url" text,
	"group" text DEFAULT 'department' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_group_check" CHECK ("team_members"."group" in ('executive', 'department'))
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"quote" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"company" text,
	"phone" text,
	"role" text DEFAULT 'user' NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "user_investment_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"investment_type" text,
	"budget" text,
	"timeframe" text,
	"description" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_investment_requests_status_check" CHECK ("user_investment_requests"."status" in ('Pending', 'Accepted', 'Rejected'))
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultancy_requests" ADD CONSTRAINT "consultancy_requests_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_links" ADD CONSTRAINT "investment_links_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_packages" ADD CONSTRAINT "investment_packages_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_packages" ADD CONSTRAINT "investment_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_requests" ADD CONSTRAINT "investment_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_requests" ADD CONSTRAINT "investment_requests_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applicants" ADD CONSTRAINT "job_applicants_job_id_job_listings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_investment_requests" ADD CONSTRAINT "user_investment_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "consultancy_requests_submitted_idx" ON "consultancy_requests" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "consultancy_requests_name_trgm_idx" ON "consultancy_requests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultancy_requests_email_trgm_idx" ON "consultancy_requests" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultants_order_idx" ON "consultants" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "consultants_name_trgm_idx" ON "consultants" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_submitted_idx" ON "contact_messages" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("is_read","submitted_at");--> statement-breakpoint
CREATE INDEX "contact_messages_name_trgm_idx" ON "contact_messages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "investment_links_investment_idx" ON "investment_links" USING btree ("investment_id","sort_order");--> statement-breakpoint
CREATE INDEX "investment_packages_package_idx" ON "investment_packages" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "investment_requests_created_at_idx" ON "investment_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "investment_requests_status_idx" ON "investment_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "investment_requests_user_idx" ON "investment_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "investment_requests_investment_idx" ON "investment_requests" USING btree ("investment_id");--> statement-breakpoint
CREATE INDEX "investments_created_at_idx" ON "investments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "investments_type_idx" ON "investments" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "investments_title_trgm_idx" ON "investments" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "investments_description_trgm_idx" ON "investments" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_applicants_job_idx" ON "job_applicants" USING btree ("job_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "job_applicants_submitted_idx" ON "job_applicants" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "job_listings_created_at_idx" ON "job_listings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_listings_active_idx" ON "job_listings" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE INDEX "job_listings_title_idx" ON "job_listings" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "job_listings_title_trgm_idx" ON "job_listings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_name_idx" ON "packages" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "packages_name_trgm_idx" ON "packages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_expires_at_idx" ON "session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "team_members_group_order_idx" ON "team_members" USING btree ("group","sort_order","id");--> statement-breakpoint
CREATE INDEX "team_members_name_trgm_idx" ON "team_members" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_created_at_idx" ON "user" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "user_role_idx" ON "user" USING btree ("role");--> statement-breakpoint
CREATE INDEX "user_email_lower_idx" ON "user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "user_investment_requests_created_at_idx" ON "user_investment_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_investment_requests_status_idx" ON "user_investment_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "user_investment_requests_user_idx" ON "user_investment_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_investment_requests_name_trgm_idx" ON "user_investment_requests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_investment_requests_email_trgm_idx" ON "user_investment_requests" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "verification_expires_at_idx" ON "verification" USING btree ("expires_at");