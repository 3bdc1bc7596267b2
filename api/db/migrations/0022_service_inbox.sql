-- The online service's inbox in the console: the adviser a conversation is assigned to (null:
-- unassigned).
ALTER TABLE "service_conversations" ADD COLUMN "assigned_to" integer REFERENCES "staff_accounts"("id");
--> statement-breakpoint
CREATE INDEX "service_conversations_assigned" ON "service_conversations" ("assigned_to", "status");
--> statement-breakpoint
-- An application whose landlord did not answer within 48 hours: when the sweep handed it to an
-- adviser (once).
ALTER TABLE "application_handling" ADD COLUMN "escalated_at" timestamp with time zone;
