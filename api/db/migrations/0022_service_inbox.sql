-- The online service's inbox in the console: the adviser a conversation is assigned to (null:
-- unassigned).
ALTER TABLE "service_conversations" ADD COLUMN "assigned_to" integer REFERENCES "staff_accounts"("id");
--> statement-breakpoint
CREATE INDEX "service_conversations_assigned" ON "service_conversations" ("assigned_to", "status");
--> statement-breakpoint
-- An application whose landlord did not answer within 48 hours: when the sweep handed it to an
-- adviser (once).
ALTER TABLE "application_handling" ADD COLUMN "escalated_at" timestamp with time zone;
--> statement-breakpoint
-- A landlord's listings feed: each apartment and room type keyed by the landlord's own
-- reference, and the apartment's last imported record (its hash), so an unchanged record is not
-- reported as updated.
ALTER TABLE "buildings" ADD COLUMN "feed_ref" text;
--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "feed_hash" text;
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "feed_ref" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_feed_ref" ON "rooms" ("building_id", "feed_ref") WHERE "feed_ref" IS NOT NULL;
