CREATE TABLE "building_details" (
	"building_id" integer PRIMARY KEY NOT NULL,
	"doc" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "building_details" ADD CONSTRAINT "building_details_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Rebuilds every apartment's house/info document (api/db/schema.ts buildingDetails): the
-- apartment's columns, its rooms in price order and its ten nearest schools, as one row_to_json.
-- Called by the seed after rooms and distances are loaded, and below for an existing database.
CREATE OR REPLACE FUNCTION refresh_building_details() RETURNS void LANGUAGE sql AS $$
  INSERT INTO building_details (building_id, doc)
  SELECT q.id, row_to_json(q) FROM (SELECT b.id, b.code, b.name_zh, b.name_en, b.address_zh, b.address_en,
      b.postcode, b.lat, b.lng, b.description_zh, b.description_en, b.facilities, b.photos, b.tags, b.policies, b.faq,
      b.currency, b.price_unit, b.from_price, b.to_price, b.room_count, b.available_room_count,
      b.available_from::text AS available_from, b.created_at::text AS created_at, b.city_id, b.country_id,
      coalesce((SELECT json_agg(r) FROM (SELECT r.id, r.code, r.building_id, r.name_zh, r.name_en, r.room_type, r.price,
          r.area_m2, r.bed_size, r.lease_terms, r.lease_types, r.available_from::text AS available_from,
          r.available_to::text AS available_to, r.stock, r.photos, r.attributes
        FROM rooms r WHERE r.building_id = b.id ORDER BY r.price, r.id) r), '[]') AS rooms,
      coalesce((SELECT json_agg(d) FROM (SELECT d.school_id, d.distance_m, d.walk_minutes, d.transit_minutes
        FROM building_school_distances d WHERE d.building_id = b.id ORDER BY d.distance_m, d.school_id LIMIT 10) d), '[]') AS schools
    FROM buildings b) q
  ON CONFLICT (building_id) DO UPDATE SET doc = EXCLUDED.doc;
$$;
--> statement-breakpoint
SELECT refresh_building_details();
