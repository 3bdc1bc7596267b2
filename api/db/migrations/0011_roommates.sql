-- The roommate board: students post what they look for in a city (optionally near a school) for a
-- move-in month; others send an interest with a message and their own contact details; the
-- poster accepts or declines. Contact details (WeChat ID, e-mail) are kept here and shown only
-- to the two sides of an accepted interest (api/services/roommates.ts). Staff hide a post with a
-- reason its owner sees; students report a post once each.
CREATE TABLE "roommate_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"city_id" integer NOT NULL REFERENCES "cities"("id"),
	"school_id" integer REFERENCES "schools"("id"),
	"move_in_month" date NOT NULL,
	"budget" integer NOT NULL,
	"currency" text NOT NULL,
	"room_type" text NOT NULL,
	"habits" text[] DEFAULT '{}' NOT NULL,
	"languages" text[] NOT NULL,
	"content" text NOT NULL,
	"wechat" text,
	"email" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roommate_posts_code" UNIQUE ("code"),
	CONSTRAINT "roommate_posts_month_first_day" CHECK (extract(day FROM "move_in_month") = 1),
	CONSTRAINT "roommate_posts_budget" CHECK ("budget" BETWEEN 1 AND 9999999),
	CONSTRAINT "roommate_posts_room_type" CHECK ("room_type" IN ('private_room', 'ensuite', 'shared_room', 'whole_flat', 'any')),
	CONSTRAINT "roommate_posts_content_length" CHECK (char_length("content") BETWEEN 10 AND 500),
	CONSTRAINT "roommate_posts_languages" CHECK (cardinality("languages") >= 1),
	CONSTRAINT "roommate_posts_contact" CHECK ("wechat" IS NOT NULL OR "email" IS NOT NULL),
	CONSTRAINT "roommate_posts_hidden_reason" CHECK (("hidden_at" IS NULL) = ("hidden_reason" IS NULL))
);
--> statement-breakpoint
-- One open (not closed) post per student and city; an expired one is closed when its owner posts
-- again in that city.
CREATE UNIQUE INDEX "roommate_posts_one_open_per_city" ON "roommate_posts" ("user_id", "city_id") WHERE "closed_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "roommate_posts_board" ON "roommate_posts" ("city_id", "move_in_month", "published_at" DESC) WHERE "closed_at" IS NULL AND "hidden_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "roommate_posts_user" ON "roommate_posts" ("user_id", "created_at" DESC);
--> statement-breakpoint
CREATE TABLE "roommate_interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"post_id" integer NOT NULL REFERENCES "roommate_posts"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"message" text NOT NULL,
	"wechat" text,
	"email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roommate_interests_code" UNIQUE ("code"),
	CONSTRAINT "roommate_interests_once" UNIQUE ("post_id", "user_id"),
	CONSTRAINT "roommate_interests_status" CHECK ("status" IN ('pending', 'accepted', 'declined')),
	CONSTRAINT "roommate_interests_answered" CHECK (("status" = 'pending') = ("answered_at" IS NULL)),
	CONSTRAINT "roommate_interests_message_length" CHECK (char_length("message") BETWEEN 2 AND 300),
	CONSTRAINT "roommate_interests_contact" CHECK ("wechat" IS NOT NULL OR "email" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "roommate_interests_user" ON "roommate_interests" ("user_id", "created_at" DESC);
--> statement-breakpoint
CREATE TABLE "roommate_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL REFERENCES "roommate_posts"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"reason" text NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roommate_reports_once" UNIQUE ("post_id", "user_id"),
	CONSTRAINT "roommate_reports_reason" CHECK ("reason" IN ('spam', 'scam', 'offensive', 'fake', 'contact_in_text', 'other')),
	CONSTRAINT "roommate_reports_text_length" CHECK ("text" IS NULL OR char_length("text") <= 300)
);
--> statement-breakpoint
CREATE INDEX "roommate_reports_post" ON "roommate_reports" ("post_id", "created_at" DESC);
