-- Find-a-house requests and academic-year bookings are shown to the sender by an unguessable
-- reference (issue 16 item 18), not by their sequential id. Rows made before get a random one.
ALTER TABLE "find_house_requests" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "find_house_requests" SET "reference" = 'FH-' || upper(substr(md5(random()::text || id::text), 1, 5)) || '-' || upper(substr(md5(random()::text || id::text), 1, 5)) WHERE "reference" IS NULL;--> statement-breakpoint
ALTER TABLE "find_house_requests" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "find_house_requests_reference_unique" ON "find_house_requests" ("reference");--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "bookings" SET "reference" = 'BK-' || upper(substr(md5(random()::text || id::text), 1, 5)) || '-' || upper(substr(md5(random()::text || id::text), 1, 5)) WHERE "reference" IS NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_unique" ON "bookings" ("reference");--> statement-breakpoint
-- Towns and schools generated only to give the catalogue its size (no real place of that name) are marked,
-- so pickers, the sitemap and promotions show real places only (issue 16 item 21).
ALTER TABLE "cities" ADD COLUMN "synthetic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "synthetic" boolean DEFAULT false NOT NULL;
