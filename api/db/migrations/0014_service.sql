-- Online service: a student's conversations with the advisers. A conversation may be about one
-- of the student's own applications or orders; staff answer through /rest/ops/service/…. The
-- student's page follows new messages by polling the API (several instances share only
-- PostgreSQL and Redis, so the messages table is the one channel). `student_seen_at` and
-- `student_read_id` say whether the student is away and what is unread; `noticed_message_id`
-- keeps away notices to one per unread batch.
CREATE TABLE "service_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"application_id" integer REFERENCES "applications"("id"),
	"order_id" integer REFERENCES "orders"("id"),
	"status" text DEFAULT 'open' NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"waiting_since" timestamp with time zone,
	"student_seen_at" timestamp with time zone,
	"student_read_id" integer DEFAULT 0 NOT NULL,
	"noticed_message_id" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_conversations_status" CHECK ("status" IN ('open', 'closed')),
	CONSTRAINT "service_conversations_one_subject" CHECK ("application_id" IS NULL OR "order_id" IS NULL)
);
--> statement-breakpoint
CREATE INDEX "service_conversations_user" ON "service_conversations" ("user_id", "last_message_at" DESC);
--> statement-breakpoint
CREATE INDEX "service_conversations_queue" ON "service_conversations" ("status", "waiting_since");
--> statement-breakpoint
CREATE TABLE "service_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL REFERENCES "service_conversations"("id") ON DELETE CASCADE,
	"author" text NOT NULL,
	"adviser_name" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_messages_author" CHECK ("author" IN ('student', 'staff')),
	CONSTRAINT "service_messages_content_length" CHECK (char_length("content") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE INDEX "service_messages_conversation" ON "service_messages" ("conversation_id", "id");
