-- Retrying a refund the provider failed (api/payments/refunds.ts): each attempt is counted (the
-- idempotency key names the attempt, so a retry is a new request to the provider while a double
-- click on the same attempt stays one), and the last failure is kept with its time for staff and
-- the student.
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refunds_failed" ON "refunds" ("failed_at") WHERE "status" = 'failed';
