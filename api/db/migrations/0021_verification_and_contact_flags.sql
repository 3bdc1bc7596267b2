-- Verification as data: each check staff made of an apartment or a landlord (what, by whom,
-- when, until when). A badge is shown only while a record is current (not expired, not revoked).
CREATE TABLE "verification_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"subject" text NOT NULL,
	"building_id" integer REFERENCES "buildings"("id") ON DELETE CASCADE,
	"landlord_id" integer REFERENCES "staff_accounts"("id") ON DELETE CASCADE,
	"check_kind" text NOT NULL,
	"note" text,
	"checked_by" integer REFERENCES "staff_accounts"("id") ON DELETE SET NULL,
	"checked_by_name" text NOT NULL,
	"checked_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_subject" CHECK ("subject" IN ('apartment', 'landlord')),
	CONSTRAINT "verification_check" CHECK ("check_kind" IN ('identity', 'ownership', 'address', 'photos', 'video_call')),
	CONSTRAINT "verification_target" CHECK (("subject" = 'apartment') = ("building_id" IS NOT NULL) AND ("subject" = 'landlord') = ("landlord_id" IS NOT NULL)),
	CONSTRAINT "verification_dates" CHECK ("expires_on" > "checked_on")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "verification_records_code" ON "verification_records" ("code");
--> statement-breakpoint
CREATE INDEX "verification_records_building" ON "verification_records" ("building_id") WHERE "building_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "verification_records_landlord" ON "verification_records" ("landlord_id") WHERE "landlord_id" IS NOT NULL;
--> statement-breakpoint
-- Contact details (phone, WeChat id, e-mail) in a message or post written before a booking: the
-- kinds found, kept with it so every reader is warned (pay only on StudyNest).
ALTER TABLE "service_messages" ADD COLUMN "contact_flag" text[];
--> statement-breakpoint
ALTER TABLE "roommate_posts" ADD COLUMN "contact_flag" text[];
