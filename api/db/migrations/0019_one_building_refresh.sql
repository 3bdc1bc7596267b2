-- One function rebuilds one apartment after a change to its rooms: refresh_building (0017) sets
-- the apartment's price range and free-room count from its rooms and rewrites its page document;
-- refresh_building_detail (0015) rewrote the document only, so the booking's stock moves had to
-- set the free-room count beside it. Both callers now use refresh_building.
DROP FUNCTION IF EXISTS refresh_building_detail(integer);
--> statement-breakpoint
-- The online service's inbox: the adviser a conversation is assigned to (null: unassigned).
ALTER TABLE "service_conversations" ADD COLUMN "assigned_to" integer REFERENCES "staff_accounts"("id");
--> statement-breakpoint
CREATE INDEX "service_conversations_assigned" ON "service_conversations" ("assigned_to", "status");
