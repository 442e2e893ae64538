-- Balance change notifications for the in-process balance cache of every instance
-- (src/ledger/balance-cache.ts): any change to a player's stored balance, whoever makes it
-- (a money movement on any instance, an operator's SQL), publishes "u:<user id>" on
-- croupier_ledger at commit; identical payloads in one transaction arrive once. House
-- accounts are not cached and publish nothing. "*" when the table is truncated.
CREATE FUNCTION "croupier_notify_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('croupier_ledger', '*');
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.user_id IS NOT NULL THEN
      PERFORM pg_notify('croupier_ledger', 'u:' || OLD.user_id);
    END IF;
  ELSE
    IF NEW.user_id IS NOT NULL THEN
      PERFORM pg_notify('croupier_ledger', 'u:' || NEW.user_id);
    END IF;
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id AND OLD.user_id IS NOT NULL THEN
      PERFORM pg_notify('croupier_ledger', 'u:' || OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_notify_ledger" AFTER INSERT OR UPDATE OR DELETE ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "croupier_notify_ledger"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_truncate_notify_ledger" AFTER TRUNCATE ON "ledger_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "croupier_notify_ledger"();
