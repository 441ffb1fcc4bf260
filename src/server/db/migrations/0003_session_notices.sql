-- Instances keep sessions in memory; every session that ends or changes, however it does (signing
-- out, the account deleted, an expired one removed), is announced to all of them in its own
-- transaction.
CREATE FUNCTION "notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ended', OLD.token_hash);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_ended" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_ended"();
--> statement-breakpoint
CREATE FUNCTION "notify_sessions_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ended', 'user:' || NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A session is kept with its user's name and address: a change to them is announced as well.
CREATE TRIGGER "users_notify_sessions" AFTER UPDATE OF "username", "email" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_sessions_of_user"();
