CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Any write to a catalogue table (one bump per statement, so a bulk load costs one update per
-- batch) tells every instance that its in-memory snapshots are stale (api/services/snapshot.ts).
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER countries_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER cities_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER schools_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schools FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER buildings_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON buildings FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER rooms_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rooms FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER building_school_distances_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON building_school_distances FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER building_details_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON building_details FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
-- house/info's documents without what the apartment page never shows: each room's attributes
-- (the room page reads them from rooms) and its building_id. A quarter smaller, and every
-- instance now makes every apartment page from them at start (api/services/apartment-pages.ts).
CREATE OR REPLACE FUNCTION refresh_building_details() RETURNS void LANGUAGE sql AS $$
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
    FROM buildings b) q
  ON CONFLICT (building_id) DO UPDATE SET doc = EXCLUDED.doc;
$$;
--> statement-breakpoint
SELECT refresh_building_details();
