-- The online service's inbox in the console: the adviser a conversation is assigned to (null:
-- unassigned).
ALTER TABLE "service_conversations" ADD COLUMN "assigned_to" integer REFERENCES "staff_accounts"("id");
--> statement-breakpoint
CREATE INDEX "service_conversations_assigned" ON "service_conversations" ("assigned_to", "status");
