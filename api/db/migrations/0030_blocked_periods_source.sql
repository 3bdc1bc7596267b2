-- Where a blocked period came from: kept by hand in the console, or given by the landlord's
-- listings feed. A feed run replaces a room type's feed periods with the ones it now lists and
-- leaves those added in the console alone (api/console/feed.ts).
ALTER TABLE "room_blocked_periods" ADD COLUMN "source" text DEFAULT 'console' NOT NULL;
--> statement-breakpoint
ALTER TABLE "room_blocked_periods" ADD CONSTRAINT "room_blocked_periods_source" CHECK ("source" IN ('console', 'feed'));
