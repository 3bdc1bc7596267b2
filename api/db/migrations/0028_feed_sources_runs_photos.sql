-- A landlord's listings feed pulled from a URL they give: one source per landlord, pulled daily
-- by whichever instance claims its lease first (a row lease works the same on PGlite, whose one
-- connection would make an advisory lock re-entrant, and on PostgreSQL). The validators of the
-- last answer make the next pull conditional.
CREATE TABLE "feed_sources" (
	"landlord_id" integer PRIMARY KEY NOT NULL REFERENCES "staff_accounts"("id") ON DELETE CASCADE,
	"url" text NOT NULL,
	"format" text DEFAULT 'auto' NOT NULL,
	"etag" text,
	"last_modified" text,
	"next_pull_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_sources_format" CHECK ("format" IN ('auto', 'json', 'csv')),
	CONSTRAINT "feed_sources_url" CHECK ("url" ~ '^https?://' AND char_length("url") <= 2000)
);
--> statement-breakpoint
CREATE INDEX "feed_sources_due" ON "feed_sources" ("next_pull_at");
--> statement-breakpoint
-- Every run of a landlord's feed, uploaded or pulled, with its report (or why it failed), so the
-- portal can show them after the fact.
CREATE TABLE "feed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL REFERENCES "staff_accounts"("id") ON DELETE CASCADE,
	"origin" text NOT NULL,
	"url" text,
	"outcome" text NOT NULL,
	"report" jsonb,
	"error" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_runs_origin" CHECK ("origin" IN ('upload', 'url')),
	CONSTRAINT "feed_runs_outcome" CHECK ("outcome" IN ('imported', 'unchanged', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "feed_runs_landlord" ON "feed_runs" ("landlord_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- Photos named by URL in a landlord's feed records: the stored upload made from each, with the
-- bytes' hash and the answer's validators, so the next run neither stores nor (when the server
-- answers 304) even downloads the same photo again.
CREATE TABLE "feed_photos" (
	"landlord_id" integer NOT NULL REFERENCES "staff_accounts"("id") ON DELETE CASCADE,
	"url" text NOT NULL,
	"sha256" text NOT NULL,
	"file_key" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("landlord_id", "url")
);
