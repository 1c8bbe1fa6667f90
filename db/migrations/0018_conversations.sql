CREATE TABLE "conversation_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"event_id" bigint NOT NULL,
	"file_key" text NOT NULL,
	"filename" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_attachments_file_key_length" CHECK (char_length("conversation_attachments"."file_key") <= 2048),
	CONSTRAINT "conversation_attachments_filename_length" CHECK (char_length("conversation_attachments"."filename") <= 255),
	CONSTRAINT "conversation_attachments_mime_length" CHECK (char_length("conversation_attachments"."mime") <= 100)
);
--> statement-breakpoint
CREATE TABLE "conversation_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"kind" text NOT NULL,
	"author_id" text,
	"author_name" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_events_kind_check" CHECK ("conversation_events"."kind" in ('submitted', 'message_in', 'message_out', 'note', 'status', 'assignment', 'email')),
	CONSTRAINT "conversation_events_author_name_length" CHECK (char_length("conversation_events"."author_name") <= 100),
	CONSTRAINT "conversation_events_body_length" CHECK (char_length("conversation_events"."body") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "conversation_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"request_id" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"assignee_id" text,
	"due_at" timestamp with time zone,
	"due_kind" text,
	"overdue_notified_at" timestamp with time zone,
	"first_responded_at" timestamp with time zone,
	"last_event_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unread_for_staff" boolean DEFAULT true NOT NULL,
	"unread_for_requester" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_locale_check" CHECK ("conversations"."locale" in ('en', 'ar')),
	CONSTRAINT "conversations_area_check" CHECK ("conversations"."area" in ('contact', 'consultancy', 'investment', 'custom')),
	CONSTRAINT "conversations_state_check" CHECK ("conversations"."state" in ('open', 'waiting', 'closed')),
	CONSTRAINT "conversations_due_kind_check" CHECK ("conversations"."due_kind" is null or "conversations"."due_kind" in ('first-response', 'follow-up')),
	CONSTRAINT "conversations_request_id_length" CHECK (char_length("conversations"."request_id") <= 100),
	CONSTRAINT "conversations_name_length" CHECK (char_length("conversations"."name") <= 100),
	CONSTRAINT "conversations_email_length" CHECK (char_length("conversations"."email") <= 254),
	CONSTRAINT "conversations_topic_length" CHECK (char_length("conversations"."topic") <= 200)
);
--> statement-breakpoint
ALTER TABLE "conversation_attachments" ADD CONSTRAINT "conversation_attachments_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_attachments" ADD CONSTRAINT "conversation_attachments_event_id_conversation_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."conversation_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_events" ADD CONSTRAINT "conversation_events_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_events" ADD CONSTRAINT "conversation_events_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_links" ADD CONSTRAINT "conversation_links_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_attachments_conversation_idx" ON "conversation_attachments" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "conversation_attachments_event_idx" ON "conversation_attachments" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "conversation_events_conversation_idx" ON "conversation_events" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "conversation_events_search_idx" ON "conversation_events" USING gin (lower(coalesce("body", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conversation_links_conversation_idx" ON "conversation_links" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_request_idx" ON "conversations" USING btree ("area","request_id");--> statement-breakpoint
CREATE INDEX "conversations_last_event_idx" ON "conversations" USING btree ("last_event_at","id");--> statement-breakpoint
CREATE INDEX "conversations_area_idx" ON "conversations" USING btree ("area","last_event_at","id");--> statement-breakpoint
CREATE INDEX "conversations_state_idx" ON "conversations" USING btree ("state","last_event_at","id");--> statement-breakpoint
CREATE INDEX "conversations_assignee_idx" ON "conversations" USING btree ("assignee_id","last_event_at","id");--> statement-breakpoint
CREATE INDEX "conversations_due_idx" ON "conversations" USING btree ("due_at","id") WHERE "conversations"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "conversations_unread_idx" ON "conversations" USING btree ("area") WHERE "conversations"."unread_for_staff" and "conversations"."state" <> 'closed';--> statement-breakpoint
CREATE INDEX "conversations_user_idx" ON "conversations" USING btree ("user_id","last_event_at");--> statement-breakpoint
CREATE INDEX "conversations_email_lower_idx" ON "conversations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "conversations_search_idx" ON "conversations" USING gin (lower(coalesce("name", '') || ' ' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
-- A request's conversation goes with the request, whichever path deletes it (an admin's
-- delete, an erasure, the retention job): one trigger per request table, naming its area.
CREATE FUNCTION "delete_request_conversation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "conversations" WHERE "area" = TG_ARGV[0] AND "request_id" = OLD."id";
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contact_messages_conversation" AFTER DELETE ON "contact_messages"
  FOR EACH ROW EXECUTE FUNCTION "delete_request_conversation"('contact');
--> statement-breakpoint
CREATE TRIGGER "consultancy_requests_conversation" AFTER DELETE ON "consultancy_requests"
  FOR EACH ROW EXECUTE FUNCTION "delete_request_conversation"('consultancy');
--> statement-breakpoint
CREATE TRIGGER "investment_requests_conversation" AFTER DELETE ON "investment_requests"
  FOR EACH ROW EXECUTE FUNCTION "delete_request_conversation"('investment');
--> statement-breakpoint
CREATE TRIGGER "user_investment_requests_conversation" AFTER DELETE ON "user_investment_requests"
  FOR EACH ROW EXECUTE FUNCTION "delete_request_conversation"('custom');
--> statement-breakpoint
-- An attachment's file is deleted from the disk or bucket once its row is gone (decision 032's
-- queue), however the row went: with its message, its conversation or its request.
CREATE FUNCTION "queue_attachment_file_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "file_deletions" ("key") VALUES (OLD."file_key") ON CONFLICT ("key") DO NOTHING;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "conversation_attachments_file" AFTER DELETE ON "conversation_attachments"
  FOR EACH ROW EXECUTE FUNCTION "queue_attachment_file_deletion"();
--> statement-breakpoint
-- Every existing request gets its conversation, opened with what was submitted. What staff
-- already handled before conversations existed (a decided request, a message read, a
-- consultation contacted, anything over 30 days old but an undecided investment request) is
-- closed, so the inbox does not open full of years-old "overdue" answers; the rest are due a
-- day after they arrived (their target predates the business calendar new requests use).
INSERT INTO "conversations" ("id", "area", "request_id", "user_id", "name", "email", "topic",
  "locale", "state", "due_at", "due_kind", "last_event_at", "unread_for_staff", "created_at",
  "updated_at")
SELECT 'cnv-' || substr(md5(random()::text || m."id"), 1, 12), 'contact', m."id", m."user_id",
  m."name", m."email", coalesce(m."subject", ''), m."locale",
  CASE WHEN h.still_owed THEN 'open' ELSE 'closed' END,
  CASE WHEN h.still_owed THEN m."submitted_at" + interval '1 day' END,
  CASE WHEN h.still_owed THEN 'first-response' END,
  m."submitted_at", NOT m."is_read", m."submitted_at", m."submitted_at"
FROM "contact_messages" m,
  LATERAL (SELECT NOT m."is_read" AND m."submitted_at" > now() - interval '30 days') h(still_owed);
--> statement-breakpoint
INSERT INTO "conversations" ("id", "area", "request_id", "user_id", "name", "email", "topic",
  "locale", "state", "due_at", "due_kind", "last_event_at", "unread_for_staff", "created_at",
  "updated_at")
SELECT 'cnv-' || substr(md5(random()::text || r."id"), 1, 12), 'consultancy', r."id",
  r."user_id", r."name", r."email", coalesce(left(c."name", 200), ''), r."locale",
  CASE WHEN h.still_owed THEN 'open' ELSE 'closed' END,
  CASE WHEN h.still_owed THEN r."submitted_at" + interval '1 day' END,
  CASE WHEN h.still_owed THEN 'first-response' END,
  r."updated_at", r."status" = 'Pending', r."submitted_at", r."updated_at"
FROM "consultancy_requests" r LEFT JOIN "consultants" c ON c."id" = r."consultant_id",
  LATERAL (SELECT r."status" = 'Pending' AND r."submitted_at" > now() - interval '30 days')
    h(still_owed);
--> statement-breakpoint
INSERT INTO "conversations" ("id", "area", "request_id", "user_id", "name", "email", "topic",
  "locale", "state", "due_at", "due_kind", "last_event_at", "unread_for_staff", "created_at",
  "updated_at")
SELECT 'cnv-' || substr(md5(random()::text || r."id"), 1, 12), 'investment', r."id", r."user_id",
  u."name", u."email", coalesce(left(i."title", 200), ''), r."locale",
  CASE WHEN r."status" = 'Pending' THEN 'open' ELSE 'closed' END,
  CASE WHEN r."status" = 'Pending' THEN r."created_at" + interval '1 day' END,
  CASE WHEN r."status" = 'Pending' THEN 'first-response' END,
  r."updated_at", r."status" = 'Pending', r."created_at", r."updated_at"
FROM "investment_requests" r
JOIN "user" u ON u."id" = r."user_id"
LEFT JOIN "investments" i ON i."id" = r."investment_id";
--> statement-breakpoint
INSERT INTO "conversations" ("id", "area", "request_id", "user_id", "name", "email", "topic",
  "locale", "state", "due_at", "due_kind", "last_event_at", "unread_for_staff", "created_at",
  "updated_at")
SELECT 'cnv-' || substr(md5(random()::text || r."id"), 1, 12), 'custom', r."id", r."user_id",
  r."name", r."email", coalesce(r."investment_type", ''), r."locale",
  CASE WHEN r."status" = 'Pending' THEN 'open' ELSE 'closed' END,
  CASE WHEN r."status" = 'Pending' THEN r."created_at" + interval '1 day' END,
  CASE WHEN r."status" = 'Pending' THEN 'first-response' END,
  r."updated_at", r."status" = 'Pending', r."created_at", r."updated_at"
FROM "user_investment_requests" r;
--> statement-breakpoint
INSERT INTO "conversation_events" ("conversation_id", "kind", "author_id", "author_name", "body",
  "created_at")
SELECT c."id", 'submitted', c."user_id", c."name",
  coalesce(m."message", q."message", r."message", u."description", ''), c."created_at"
FROM "conversations" c
LEFT JOIN "contact_messages" m ON c."area" = 'contact' AND m."id" = c."request_id"
LEFT JOIN "consultancy_requests" q ON c."area" = 'consultancy' AND q."id" = c."request_id"
LEFT JOIN "investment_requests" r ON c."area" = 'investment' AND r."id" = c."request_id"
LEFT JOIN "user_investment_requests" u ON c."area" = 'custom' AND u."id" = c."request_id"
ORDER BY c."created_at", c."id";
--> statement-breakpoint
INSERT INTO "conversation_events" ("conversation_id", "kind", "body", "facts", "created_at")
SELECT c."id", 'status', '',
  jsonb_build_object('to', coalesce(r."status", u."status"), 'reason',
    coalesce(r."rejection_reason", u."rejection_reason")),
  c."updated_at"
FROM "conversations" c
LEFT JOIN "investment_requests" r ON c."area" = 'investment' AND r."id" = c."request_id"
LEFT JOIN "user_investment_requests" u ON c."area" = 'custom' AND u."id" = c."request_id"
WHERE c."state" = 'closed' AND c."area" IN ('investment', 'custom')
ORDER BY c."updated_at", c."id";
--> statement-breakpoint
-- From now on every request opens its conversation as it is saved, whichever path saves it
-- (a public form, a seed, a script): one trigger per request table. The application's
-- submission then sets the due time in business hours in the same transaction; the day
-- written here is what a request saved outside the forms (a seed) keeps.
CREATE FUNCTION "open_conversation"(area text, request_id text, user_id text, name text,
  email text, topic text, locale text, body text, arrived timestamptz, decided boolean)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  conversation_id text := 'cnv-' || substr(md5(random()::text || request_id), 1, 12);
BEGIN
  INSERT INTO "conversations" ("id", "area", "request_id", "user_id", "name", "email", "topic",
    "locale", "state", "due_at", "due_kind", "last_event_at", "unread_for_staff", "created_at",
    "updated_at")
  VALUES (conversation_id, area, request_id, user_id, left(coalesce(name, ''), 100),
    left(coalesce(email, ''), 254), left(coalesce(topic, ''), 200), locale,
    CASE WHEN decided THEN 'closed' ELSE 'open' END,
    CASE WHEN decided THEN NULL ELSE arrived + interval '1 day' END,
    CASE WHEN decided THEN NULL ELSE 'first-response' END,
    arrived, NOT decided, arrived, arrived);
  INSERT INTO "conversation_events" ("conversation_id", "kind", "author_id", "author_name",
    "body", "created_at")
  VALUES (conversation_id, 'submitted', user_id, left(coalesce(name, ''), 100),
    coalesce(body, ''), arrived);
END $$;
--> statement-breakpoint
CREATE FUNCTION "contact_message_opens_conversation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "open_conversation"('contact', NEW."id", NEW."user_id", NEW."name", NEW."email",
    NEW."subject", NEW."locale", NEW."message", NEW."submitted_at", false);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contact_messages_open_conversation" AFTER INSERT ON "contact_messages"
  FOR EACH ROW EXECUTE FUNCTION "contact_message_opens_conversation"();
--> statement-breakpoint
CREATE FUNCTION "consultancy_request_opens_conversation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "open_conversation"('consultancy', NEW."id", NEW."user_id", NEW."name", NEW."email",
    (SELECT c."name" FROM "consultants" c WHERE c."id" = NEW."consultant_id"), NEW."locale",
    NEW."message", NEW."submitted_at", false);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "consultancy_requests_open_conversation" AFTER INSERT ON "consultancy_requests"
  FOR EACH ROW EXECUTE FUNCTION "consultancy_request_opens_conversation"();
--> statement-breakpoint
-- An investment request names no one: the requester is its account (SPEC 4: signed in only).
CREATE FUNCTION "investment_request_opens_conversation"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  requester record;
BEGIN
  SELECT u."name", u."email" INTO requester FROM "user" u WHERE u."id" = NEW."user_id";
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  PERFORM "open_conversation"('investment', NEW."id", NEW."user_id", requester."name",
    requester."email", (SELECT i."title" FROM "investments" i WHERE i."id" = NEW."investment_id"),
    NEW."locale", NEW."message", NEW."created_at", NEW."status" <> 'Pending');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "investment_requests_open_conversation" AFTER INSERT ON "investment_requests"
  FOR EACH ROW EXECUTE FUNCTION "investment_request_opens_conversation"();
--> statement-breakpoint
CREATE FUNCTION "custom_request_opens_conversation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "open_conversation"('custom', NEW."id", NEW."user_id", NEW."name", NEW."email",
    NEW."investment_type", NEW."locale", NEW."description", NEW."created_at",
    NEW."status" <> 'Pending');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_investment_requests_open_conversation" AFTER INSERT ON "user_investment_requests"
  FOR EACH ROW EXECUTE FUNCTION "custom_request_opens_conversation"();
