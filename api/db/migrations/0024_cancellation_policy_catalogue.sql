-- The apartment and room pages say the apartment's own cancellation policy (api/catalogue/policy.ts),
-- so an edit of it moves the catalogue version like any catalogue write: every instance's
-- snapshot and page caches follow.
CREATE TRIGGER cancellation_policies_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cancellation_policies FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
