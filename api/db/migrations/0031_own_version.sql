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
CREATE TRIGGER favorites_own_ins AFTER INSERT ON favorites REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('user');--> statement-breakpoint
CREATE TRIGGER favorites_own_upd AFTER UPDATE ON favorites REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('user');--> statement-breakpoint
CREATE TRIGGER favorites_own_del AFTER DELETE ON favorites REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('user');--> statement-breakpoint
CREATE TRIGGER applications_own_ins AFTER INSERT ON applications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('user');--> statement-breakpoint
CREATE TRIGGER applications_own_upd AFTER UPDATE ON applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('user');--> statement-breakpoint
CREATE TRIGGER applications_own_del AFTER DELETE ON applications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('user');--> statement-breakpoint
CREATE TRIGGER orders_own_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('user');--> statement-breakpoint
CREATE TRIGGER orders_own_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('user');--> statement-breakpoint
CREATE TRIGGER orders_own_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('user');--> statement-breakpoint
CREATE TRIGGER find_house_requests_own_ins AFTER INSERT ON find_house_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('user');--> statement-breakpoint
CREATE TRIGGER find_house_requests_own_upd AFTER UPDATE ON find_house_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('user');--> statement-breakpoint
CREATE TRIGGER find_house_requests_own_del AFTER DELETE ON find_house_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('user');--> statement-breakpoint
CREATE TRIGGER service_conversations_own_ins AFTER INSERT ON service_conversations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('user');--> statement-breakpoint
CREATE TRIGGER service_conversations_own_upd AFTER UPDATE ON service_conversations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('user');--> statement-breakpoint
CREATE TRIGGER service_conversations_own_del AFTER DELETE ON service_conversations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('user');--> statement-breakpoint
CREATE TRIGGER service_messages_own_ins AFTER INSERT ON service_messages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('conversation');--> statement-breakpoint
CREATE TRIGGER service_messages_own_upd AFTER UPDATE ON service_messages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('conversation');--> statement-breakpoint
CREATE TRIGGER service_messages_own_del AFTER DELETE ON service_messages REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('conversation');--> statement-breakpoint
CREATE TRIGGER application_handling_own_ins AFTER INSERT ON application_handling REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('application');--> statement-breakpoint
CREATE TRIGGER application_handling_own_upd AFTER UPDATE ON application_handling REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('application');--> statement-breakpoint
CREATE TRIGGER application_handling_own_del AFTER DELETE ON application_handling REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('application');--> statement-breakpoint
CREATE TRIGGER payments_own_ins AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('order');--> statement-breakpoint
CREATE TRIGGER payments_own_upd AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('order');--> statement-breakpoint
CREATE TRIGGER payments_own_del AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('order');--> statement-breakpoint
CREATE TRIGGER refunds_own_ins AFTER INSERT ON refunds REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('order');--> statement-breakpoint
CREATE TRIGGER refunds_own_upd AFTER UPDATE ON refunds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('order');--> statement-breakpoint
CREATE TRIGGER refunds_own_del AFTER DELETE ON refunds REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION own_rows_changed('order');
