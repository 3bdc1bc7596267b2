-- Issue 14: costs as data. Each apartment's fees and offers (null: its country's standard fees,
-- api/services/costs.ts), the rates the CNY figures are computed with, and the applicant's new fields.
ALTER TABLE "buildings" ADD COLUMN "fees" jsonb;--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"rate_date" date NOT NULL,
	"cny" double precision NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_rate_date_pk" PRIMARY KEY("currency","rate_date"),
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."cny" > 0)
);--> statement-breakpoint
-- Reference rates (CNY per unit) until the first refresh from EXCHANGE_RATES_URL.
INSERT INTO "exchange_rates" ("currency", "rate_date", "cny", "source") VALUES
	('GBP', '2026-11-20', 9.12, 'reference'),
	('EUR', '2026-11-20', 7.86, 'reference'),
	('USD', '2026-11-20', 7.14, 'reference'),
	('AUD', '2026-11-20', 4.66, 'reference'),
	('NZD', '2026-11-20', 4.12, 'reference'),
	('CAD', '2026-11-20', 5.09, 'reference'),
	('JPY', '2026-11-20', 0.0468, 'reference'),
	('HKD', '2026-11-20', 0.917, 'reference'),
	('SGD', '2026-11-20', 5.45, 'reference'),
	('MYR', '2026-11-20', 1.61, 'reference'),
	('KRW', '2026-11-20', 0.00508, 'reference'),
	('CNY', '2026-11-20', 1, 'reference');--> statement-breakpoint
-- "N rooms available" counts free rooms (the stock of every room type), not room types.
UPDATE "buildings" b SET "available_room_count" = coalesce((SELECT sum(r.stock)::int FROM rooms r WHERE r.building_id = b.id AND r.stock > 0), 0);--> statement-breakpoint
-- Status changes the student is told about (SMS or e-mail), one row per change and channel.
ALTER TABLE "application_status_history" ADD COLUMN "notified_at" timestamp with time zone;
