-- A new user gets, in the same transaction as the users row (whatever code inserts it):
-- the specification's profile row (id = user id) and a personal household they own.
CREATE FUNCTION popote_create_user_home() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  home_id uuid;
BEGIN
  INSERT INTO profiles (id, email, first_name, last_name)
    VALUES (NEW.id, NEW.email, NEW.first_name, NEW.last_name);
  INSERT INTO households (owner_id) VALUES (NEW.id) RETURNING id INTO home_id;
  INSERT INTO household_members (household_id, user_id, role) VALUES (home_id, NEW.id, 'owner');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_create_home AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION popote_create_user_home();
--> statement-breakpoint
-- The profile mirrors the account's e-mail and names (one source of truth: users).
CREATE FUNCTION popote_sync_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles
    SET email = NEW.email, first_name = NEW.first_name, last_name = NEW.last_name, updated_at = now()
    WHERE id = NEW.id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_sync_profile AFTER UPDATE OF email, first_name, last_name ON users
  FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email
     OR OLD.first_name IS DISTINCT FROM NEW.first_name
     OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION popote_sync_profile();
