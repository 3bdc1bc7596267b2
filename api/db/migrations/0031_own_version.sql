-- A number per student that moves whenever something their own pages show is written (their
-- profile, saved apartments, applications and the landlord's answers to them, orders, payments,
-- refunds, requests, conversations and messages), by whichever code or instance wrote it, psql
-- included. A signed-in student's own page is kept under it (app/lib/page-cache.server.ts,
-- ADR 036): a kept page is never older than the rows it shows. One bump per statement.
ALTER TABLE "users" ADD COLUMN "own_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A change of the user's own row moves it too (name, avatar, mobile …), unless the change is that move.
CREATE OR REPLACE FUNCTION users_own_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.own_version = OLD.own_version AND NEW IS DISTINCT FROM OLD THEN
    NEW.own_version := OLD.own_version + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_own_version BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION users_own_version();
--> statement-breakpoint
-- The students of a statement's rows (TG_ARGV[0]: how a row names its student), then one update.
CREATE OR REPLACE FUNCTION own_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := '{}';
  more integer[];
BEGIN
  IF TG_OP <> 'DELETE' THEN
    IF TG_ARGV[0] = 'user' THEN SELECT array_agg(user_id) INTO more FROM new_rows;
    ELSIF TG_ARGV[0] = 'order' THEN SELECT array_agg(o.user_id) INTO more FROM new_rows r JOIN orders o ON o.id = r.order_id;
    ELSIF TG_ARGV[0] = 'application' THEN SELECT array_agg(a.user_id) INTO more FROM new_rows r JOIN applications a ON a.id = r.application_id;
    ELSE SELECT array_agg(c.user_id) INTO more FROM new_rows r JOIN service_conversations c ON c.id = r.conversation_id;
    END IF;
    ids := ids || coalesce(more, '{}');
  END IF;
  IF TG_OP <> 'INSERT' THEN
    IF TG_ARGV[0] = 'user' THEN SELECT array_agg(user_id) INTO more FROM old_rows;
    ELSIF TG_ARGV[0] = 'order' THEN SELECT array_agg(o.user_id) INTO more FROM old_rows r JOIN orders o ON o.id = r.order_id;
    ELSIF TG_ARGV[0] = 'application' THEN SELECT array_agg(a.user_id) INTO more FROM old_rows r JOIN applications a ON a.id = r.application_id;
    ELSE SELECT array_agg(c.user_id) INTO more FROM old_rows r JOIN service_conversations c ON c.id = r.conversation_id;
    END IF;
    ids := ids || coalesce(more, '{}');
  END IF;
  UPDATE users SET own_version = own_version + 1 WHERE id = ANY (ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Each table, and how its rows name their student; an AFTER trigger per event (a trigger with
-- transition tables has one event), named <table>_own_ins, _upd and _del.
DO $$
DECLARE
  t text[];
BEGIN
  FOREACH t SLICE 1 IN ARRAY ARRAY[
    ['favorites', 'user'], ['applications', 'user'], ['orders', 'user'], ['find_house_requests', 'user'],
    ['service_conversations', 'user'], ['service_messages', 'conversation'],
    ['application_handling', 'application'], ['payments', 'order'], ['refunds', 'order']
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed(%L)', t[1] || '_own_ins', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed(%L)', t[1] || '_own_upd', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed(%L)', t[1] || '_own_del', t[1], t[2]);
  END LOOP;
END
$$;
