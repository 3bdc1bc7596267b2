-- Blocked periods: date ranges in which a room type lets none of its units (works, the
-- landlord's own use), kept by its landlord or staff in the console. A tenancy that overlaps one
-- is not offered (api/catalogue/blocked-periods.ts). Both days count: a period from 1 to 14 July
-- blocks the nights of the 1st to the 14th. The room page shows it, so a change moves the
-- catalogue version like every catalogue write.
CREATE TABLE "room_blocked_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL REFERENCES "rooms"("id") ON DELETE CASCADE,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_blocked_periods_order" CHECK ("ends_on" >= "starts_on")
);
--> statement-breakpoint
CREATE INDEX "room_blocked_periods_room" ON "room_blocked_periods" ("room_id", "starts_on");
--> statement-breakpoint
CREATE TRIGGER room_blocked_periods_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON room_blocked_periods FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
