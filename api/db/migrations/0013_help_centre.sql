-- The help centre (/help): questions and answers in categories, in both languages, edited by
-- staff through /rest/ops/help/…. Answers are stored as structured blocks (paragraphs and lists
-- of text runs and links to the site's own pages), never as HTML. A question is public once
-- `published_at` is set. Slugs are URL text: unique among categories, and unique per category
-- among questions.
CREATE TABLE "help_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_categories_slug" UNIQUE ("slug"),
	CONSTRAINT "help_categories_slug_format" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length("slug") <= 80)
);
--> statement-breakpoint
CREATE TABLE "help_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL REFERENCES "help_categories"("id"),
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"body_zh" jsonb NOT NULL,
	"body_en" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_questions_category_slug" UNIQUE ("category_id", "slug"),
	CONSTRAINT "help_questions_slug_format" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length("slug") <= 80),
	CONSTRAINT "help_questions_body_blocks" CHECK (jsonb_typeof("body_zh") = 'array' AND jsonb_typeof("body_en") = 'array')
);
--> statement-breakpoint
CREATE INDEX "help_questions_category_position" ON "help_questions" ("category_id", "position", "id");
--> statement-breakpoint
-- "Was this helpful?": one vote per visitor (the visitor id cookie, hooid) and question.
CREATE TABLE "help_votes" (
	"question_id" integer NOT NULL REFERENCES "help_questions"("id") ON DELETE CASCADE,
	"voter" text NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_votes_pk" PRIMARY KEY ("question_id", "voter")
);
--> statement-breakpoint
-- Every instance answers help pages from memory; any write to the content bumps this counter
-- so each instance reloads it (and drops its kept pages) within seconds (api/services/help-store.ts).
CREATE TABLE "help_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "help_version_single_row" CHECK ("help_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "help_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_help_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE help_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER help_categories_help_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON help_categories FOR EACH STATEMENT EXECUTE FUNCTION bump_help_version();
--> statement-breakpoint
CREATE TRIGGER help_questions_help_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON help_questions FOR EACH STATEMENT EXECUTE FUNCTION bump_help_version();
