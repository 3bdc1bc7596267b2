-- My gift: an apartment's cashback or move-in gift becomes the student's own record when an order
-- is placed for a tenancy the offer applies to; it is claimable at check-in (or from the offer's
-- day after it), claimed with the payout details, paid by staff with a reference, or expired when
-- the order is cancelled or refunded or the claim window passes. Every change has a history row,
-- which also records when the student was told (claimable, paid).
CREATE TYPE "public"."gift_status" AS ENUM('pending', 'claimable', 'claimed', 'paid', 'expired');--> statement-breakpoint
CREATE TYPE "public"."gift_kind" AS ENUM('cashback', 'gift');--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_no" text NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"kind" "gift_kind" NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"price_unit" "price_unit" NOT NULL,
	"offer" jsonb NOT NULL,
	"status" "gift_status" DEFAULT 'pending' NOT NULL,
	"checked_in_on" date,
	"claimable_from" date,
	"claim_by" date,
	"payout" jsonb,
	"claimed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"payment_ref" text,
	"expired_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_gift_no_unique" UNIQUE ("gift_no"),
	CONSTRAINT "gifts_amount_positive" CHECK ("amount" > 0),
	CONSTRAINT "gifts_paid_reference" CHECK ("status" <> 'paid' OR ("payment_ref" IS NOT NULL AND "paid_at" IS NOT NULL)),
	CONSTRAINT "gifts_expired_reason" CHECK ("status" <> 'expired' OR "expired_reason" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_order_kind" ON "gifts" ("order_id", "kind");--> statement-breakpoint
CREATE INDEX "gifts_user" ON "gifts" ("user_id", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "gifts_status_dates" ON "gifts" ("status", "claimable_from", "claim_by");--> statement-breakpoint
CREATE TABLE "gift_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_id" integer NOT NULL REFERENCES "gifts"("id") ON DELETE CASCADE,
	"from_status" "gift_status",
	"to_status" "gift_status" NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "gift_history_gift" ON "gift_status_history" ("gift_id", "created_at");--> statement-breakpoint
CREATE INDEX "gift_history_unsent" ON "gift_status_history" ("id") WHERE "notified_at" IS NULL AND "to_status" IN ('claimable', 'paid');
