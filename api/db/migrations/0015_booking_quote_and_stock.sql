-- Booking: the quote locked at application, the unit an approved order holds, and the window in
-- which it must be paid. `unit_held` says whether the order took one unit of its room's stock
-- (orders made before this held none, so cancelling them returns nothing); `pay_by` is when an
-- unpaid order expires and gives its unit back; `expired` is that end.
ALTER TYPE "order_status" ADD VALUE IF NOT EXISTS 'expired';--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unit_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_unpaid_pay_by" ON "orders" ("pay_by") WHERE "unit_held";--> statement-breakpoint
-- One apartment's page document, as refresh_building_details() makes every one: a unit taken or
-- given back changes its rooms' stock, and its page must show the same number.
CREATE OR REPLACE FUNCTION refresh_building_detail(bid integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO building_details (building_id, doc)
  SELECT q.id, row_to_json(q) FROM (SELECT b.id, b.code, b.name_zh, b.name_en, b.address_zh, b.address_en,
      b.postcode, b.lat, b.lng, b.description_zh, b.description_en, b.facilities, b.photos, b.tags, b.policies, b.faq,
      b.currency, b.price_unit, b.from_price, b.to_price, b.room_count, b.available_room_count,
      b.available_from::text AS available_from, b.created_at::text AS created_at, b.city_id, b.country_id,
      coalesce((SELECT json_agg(r) FROM (SELECT r.id, r.code, r.name_zh, r.name_en, r.room_type, r.price,
          r.area_m2, r.bed_size, r.lease_terms, r.lease_types, r.available_from::text AS available_from,
          r.available_to::text AS available_to, r.stock, r.photos
        FROM rooms r WHERE r.building_id = b.id ORDER BY r.price, r.id) r), '[]') AS rooms,
      coalesce((SELECT json_agg(d) FROM (SELECT d.school_id, d.distance_m, d.walk_minutes, d.transit_minutes
        FROM building_school_distances d WHERE d.building_id = b.id ORDER BY d.distance_m, d.school_id LIMIT 10) d), '[]') AS schools
    FROM buildings b WHERE b.id = bid) q
  ON CONFLICT (building_id) DO UPDATE SET doc = EXCLUDED.doc;
$$;
