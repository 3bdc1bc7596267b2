-- The catalogue's stamp names one state of the catalogue, in this database only: beside the
-- edit counter, a random token drawn again at every bump. A catalogue snapshot saved to disk
-- (api/catalogue/catalogue-file.ts) is used only under the very stamp it was built at, so a
-- database created again (a new DATA_DIR, another PostgreSQL database, a restored backup that is
-- then edited) never meets a file made from another catalogue that happens to share a count.
ALTER TABLE "catalogue_version" ADD COLUMN "token" uuid DEFAULT gen_random_uuid() NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1, token = gen_random_uuid() WHERE id = 1;
  RETURN NULL;
END
$$;
