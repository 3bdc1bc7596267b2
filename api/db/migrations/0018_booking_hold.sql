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
--> statement-breakpoint
-- Refunds by rule (api/orders/cancellation.ts): each apartment's cancellation policy as data —
-- a full refund within the cooling-off days after paying, a visa refusal refunded less an admin
-- fee, nothing after move-in, and the days within which a refund is promised. Every apartment
-- gets one when it is created (a trigger, so the seed and the console need not remember it);
-- staff may change a row.
CREATE TABLE "cancellation_policies" (
	"building_id" integer PRIMARY KEY NOT NULL REFERENCES "buildings"("id") ON DELETE CASCADE,
	"cooling_off_days" integer NOT NULL,
	"visa_admin_fee" integer NOT NULL,
	"refund_within_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellation_policies_sane" CHECK ("cooling_off_days" >= 0 AND "visa_admin_fee" >= 0 AND "refund_within_days" > 0)
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION default_cancellation_policy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- 14 days where consumer law gives them (UK, EU), 7 elsewhere; the admin fee about £200 in the apartment's currency.
	INSERT INTO cancellation_policies (building_id, cooling_off_days, visa_admin_fee, refund_within_days)
	VALUES (
		NEW.id,
		CASE WHEN NEW.currency IN ('GBP', 'EUR') THEN 14 ELSE 7 END,
		CASE NEW.currency
			WHEN 'GBP' THEN 200 WHEN 'EUR' THEN 230 WHEN 'USD' THEN 250 WHEN 'AUD' THEN 380 WHEN 'CAD' THEN 340
			WHEN 'NZD' THEN 420 WHEN 'HKD' THEN 1950 WHEN 'SGD' THEN 330 WHEN 'MYR' THEN 1150 WHEN 'JPY' THEN 38000
			WHEN 'KRW' THEN 350000 WHEN 'CNY' THEN 1800 ELSE 250 END,
		10
	)
	ON CONFLICT (building_id) DO NOTHING;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "buildings_cancellation_policy" AFTER INSERT ON "buildings" FOR EACH ROW EXECUTE FUNCTION default_cancellation_policy();--> statement-breakpoint
INSERT INTO cancellation_policies (building_id, cooling_off_days, visa_admin_fee, refund_within_days)
SELECT id, CASE WHEN currency IN ('GBP', 'EUR') THEN 14 ELSE 7 END,
	CASE currency
		WHEN 'GBP' THEN 200 WHEN 'EUR' THEN 230 WHEN 'USD' THEN 250 WHEN 'AUD' THEN 380 WHEN 'CAD' THEN 340
		WHEN 'NZD' THEN 420 WHEN 'HKD' THEN 1950 WHEN 'SGD' THEN 330 WHEN 'MYR' THEN 1150 WHEN 'JPY' THEN 38000
		WHEN 'KRW' THEN 350000 WHEN 'CNY' THEN 1800 ELSE 250 END,
	10
FROM buildings ON CONFLICT (building_id) DO NOTHING;--> statement-breakpoint
-- One provider refund of (part of) one payment: the promised date from the policy, the actual
-- completion recorded; the idempotency key makes a retry (the sweep) refund once.
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL UNIQUE,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"payment_id" integer NOT NULL REFERENCES "payments"("id"),
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"rule" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"idempotency_key" text NOT NULL UNIQUE,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"promised_by" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_status" CHECK ("status" IN ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_amount" CHECK ("amount" > 0)
);--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_pending" ON "refunds" ("requested_at") WHERE "status" = 'pending';
--> statement-breakpoint
-- Instalment reminders (api/orders/reminders.ts): 7 days, 3 days and on the due day, each sent
-- once per order and instalment whatever the number of instances sweeping.
CREATE TABLE "instalment_reminders" (
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("order_id", "seq", "kind"),
	CONSTRAINT "instalment_reminders_kind" CHECK ("kind" IN ('d7', 'd3', 'd0'))
);
