-- My history: the apartments and rooms a logged-in student opened, newest first. One row per
-- student and apartment (room_id NULL) or room; a repeat view moves the row's viewed_at. The API
-- keeps the newest 100 rows per student (api/services/viewed-history.ts). An apartment that was
-- unpublished since keeps its rows (shown as no longer available); deleting it deletes them.
CREATE TABLE "viewed_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"building_id" integer NOT NULL REFERENCES "buildings"("id") ON DELETE CASCADE,
	"room_id" integer REFERENCES "rooms"("id") ON DELETE CASCADE,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "viewed_history_user_building" ON "viewed_history" ("user_id", "building_id") WHERE "room_id" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "viewed_history_user_room" ON "viewed_history" ("user_id", "room_id") WHERE "room_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "viewed_history_user_viewed" ON "viewed_history" ("user_id", "viewed_at" DESC, "id" DESC);
--> statement-breakpoint
-- My feedback: what the student sees of each feedback is its status, received until staff answer
-- (answered) or close it (closed), and the staff's replies. Feedback sent before this migration
-- was 'new' (nobody had read or answered any): it is received.
UPDATE "feedback" SET "status" = CASE "status" WHEN 'replied' THEN 'answered' WHEN 'closed' THEN 'closed' ELSE 'received' END;
--> statement-breakpoint
ALTER TABLE "feedback" ALTER COLUMN "status" SET DEFAULT 'received';
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_status" CHECK ("status" IN ('received', 'answered', 'closed'));
--> statement-breakpoint
CREATE INDEX "feedback_user_created" ON "feedback" ("user_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "feedback_status_created" ON "feedback" ("status", "created_at", "id");
--> statement-breakpoint
CREATE TABLE "feedback_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL REFERENCES "feedback"("id") ON DELETE CASCADE,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_replies_content_length" CHECK (char_length("content") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE INDEX "feedback_replies_feedback" ON "feedback_replies" ("feedback_id", "created_at", "id");
