-- Separate consents (PIPL): who agreed to what text version, when. Erased with the account.
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"purpose" text NOT NULL,
	"version" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_once" UNIQUE ("user_id", "purpose", "version")
);
--> statement-breakpoint
-- A student's documents (passport page, offer letter or CAS, guarantor's ID and proof of address
-- for an application; a visa-refusal letter for an order's refund). The file is sealed
-- (AES-256-GCM) in the upload storage under file_key; the row keeps what the list shows and the
-- date the sweep deletes it after. A deleted document keeps its row (deleted_at, no file, no
-- name) so the audit log's reads still point at something.
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"kind" text NOT NULL,
	"application_id" integer REFERENCES "applications"("id"),
	"order_id" integer REFERENCES "orders"("id"),
	"file_key" text,
	"file_name" text,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"consent_id" integer REFERENCES "consents"("id") ON DELETE SET NULL,
	"delete_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_reason" text,
	CONSTRAINT "documents_code" UNIQUE ("code"),
	CONSTRAINT "documents_kind" CHECK ("kind" IN ('passport', 'offer_letter', 'guarantor_id', 'guarantor_address', 'visa_refusal')),
	CONSTRAINT "documents_owner" CHECK (("application_id" IS NOT NULL) <> ("order_id" IS NOT NULL)),
	CONSTRAINT "documents_file" CHECK (("deleted_at" IS NULL) = ("file_key" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "documents_user" ON "documents" ("user_id", "created_at" DESC) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "documents_due" ON "documents" ("delete_after") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- A deleted account: the row stays as an anonymous tombstone so the orders and payments the law
-- keeps still have an owner, with every personal field cleared.
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;
--> statement-breakpoint
-- Contact details in a roommate interest's message before a booking, flagged like posts' (0021).
ALTER TABLE "roommate_interests" ADD COLUMN "contact_flag" text[];
