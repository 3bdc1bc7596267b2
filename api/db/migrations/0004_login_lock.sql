-- Issue 12 items 2 and 10: failed password logins per account, kept in the database so that an
-- account lockout survives a Redis restart and is shared by every instance, and counted with one
-- atomic upsert (the attempt is taken before the password is checked).
CREATE TABLE IF NOT EXISTS "login_attempts" (
	"account" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "login_attempts_window" ON "login_attempts" USING btree ("window_start");
