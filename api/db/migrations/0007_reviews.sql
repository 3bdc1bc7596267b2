-- Verified residents' reviews of apartments (issue 15, ADR 016). One per student and apartment,
-- written only by a student whose order for the apartment reached checked_in or completed
-- (checked by the API); editable by its author for 30 days; staff may hide one with a reason
-- that its author sees.
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"building_id" integer NOT NULL REFERENCES "buildings"("id"),
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"rating" smallint NOT NULL,
	"location" smallint NOT NULL,
	"value" smallint NOT NULL,
	"management" smallint NOT NULL,
	"facilities" smallint NOT NULL,
	"content" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_user_building" UNIQUE ("user_id", "building_id"),
	CONSTRAINT "reviews_scores" CHECK ("rating" BETWEEN 1 AND 5 AND "location" BETWEEN 1 AND 5 AND "value" BETWEEN 1 AND 5
		AND "management" BETWEEN 1 AND 5 AND "facilities" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_content_length" CHECK (char_length("content") BETWEEN 20 AND 1000),
	CONSTRAINT "reviews_hidden_reason" CHECK (("hidden_at" IS NULL) = ("hidden_reason" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "reviews_building_created" ON "reviews" ("building_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- Review summaries (average, count, aspect averages) are kept in each instance's memory and
-- merged into house/info and house/list answers; any write to reviews bumps this counter so
-- every instance notices within seconds (api/services/review-summaries.ts).
CREATE TABLE "review_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "review_version_single_row" CHECK ("review_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "review_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_review_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE review_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_review_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION bump_review_version();
