-- The web's sessions: the browser's `user` cookie holds only an opaque id; the API token and the
-- person's details it stood for stay here (or in Redis with REDIS_URL), keyed by the id's
-- SHA-256 and sealed with a key made from the id itself, so this table alone opens nothing.
CREATE TABLE "web_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_sessions_expires" ON "web_sessions" ("expires_at");
