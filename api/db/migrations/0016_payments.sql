-- Online payments of an order's schedule (api/payments/): one row per attempt to pay one part
-- (`seq` 0 is the upfront part, 1… the instalments). At most one succeeded payment per part; a
-- retry of a pending attempt reuses it (its idempotency key goes to the provider, so a double
-- click never charges twice). `payment_events` keeps every provider event id already applied, so
-- a replayed webhook changes nothing.
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_no" text NOT NULL UNIQUE,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"seq" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"idempotency_key" text NOT NULL UNIQUE,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"return_path" text NOT NULL,
	"rate_cny" double precision,
	"rate_date" date,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status" CHECK ("status" IN ('pending', 'succeeded', 'failed', 'abandoned'))
);--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" ("order_id", "seq");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success" ON "payments" ("order_id", "seq") WHERE "status" = 'succeeded';--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("provider", "event_id")
);
