-- Change notifications for the in-process caches of every instance (src/db/notifications.ts):
-- the catalogue and the sessions publish their changes from the database itself, so a change
-- made by any instance, or straight in SQL by an operator's tools, invalidates every cache.
CREATE FUNCTION "croupier_notify_catalogue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One notification per statement; identical ones in a transaction arrive once, at commit.
  PERFORM pg_notify('croupier_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "games_notify_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "games" FOR EACH STATEMENT EXECUTE FUNCTION "croupier_notify_catalogue"();--> statement-breakpoint
CREATE TRIGGER "providers_notify_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "providers" FOR EACH STATEMENT EXECUTE FUNCTION "croupier_notify_catalogue"();--> statement-breakpoint
CREATE TRIGGER "categories_notify_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "croupier_notify_catalogue"();--> statement-breakpoint
CREATE TRIGGER "game_categories_notify_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_categories" FOR EACH STATEMENT EXECUTE FUNCTION "croupier_notify_catalogue"();--> statement-breakpoint
-- Sessions: "s:<id_hash>" when a session ends or changes, "u:<user id>" when its player does
-- (status, self-exclusion, locale …: the cached session carries the player's row), "*" when
-- a table is truncated.
CREATE FUNCTION "croupier_notify_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('croupier_session', '*');
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('croupier_session', 's:' || OLD.id_hash);
  ELSE
    PERFORM pg_notify('croupier_session', 'u:' || OLD.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_notify_session" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "croupier_notify_session"();--> statement-breakpoint
CREATE TRIGGER "users_notify_session" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "croupier_notify_session"();
--> statement-breakpoint
CREATE TRIGGER "sessions_truncate_notify_session" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "croupier_notify_session"();--> statement-breakpoint
CREATE TRIGGER "users_truncate_notify_session" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "croupier_notify_session"();
