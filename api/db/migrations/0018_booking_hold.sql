-- Money held until the student moves in (api/orders/hold.ts): staff mark check-in, and 48 hours
-- later the order's payments are released to the landlord as payout ledger rows (one per payment,
-- with the platform's commission), unless the student reported within 24 hours of check-in that
-- the room is not as described: that opens a case and freezes the release until staff resolve it.
ALTER TABLE "orders" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_frozen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_release_due" ON "orders" ("release_at") WHERE "released_at" IS NULL;--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"payment_id" integer NOT NULL UNIQUE REFERENCES "payments"("id"),
	"building_id" integer NOT NULL REFERENCES "buildings"("id"),
	"amount" integer NOT NULL,
	"commission" integer NOT NULL,
	"net" integer NOT NULL,
	"currency" text NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "payouts_building" ON "payouts" ("building_id", "released_at");--> statement-breakpoint
CREATE TABLE "order_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"kind" text DEFAULT 'not_as_described' NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "order_cases_status" CHECK ("status" IN ('open', 'released', 'refunded'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "order_cases_one_per_order" ON "order_cases" ("order_id");
