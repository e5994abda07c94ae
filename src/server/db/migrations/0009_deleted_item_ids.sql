CREATE TABLE "deleted_item_ids" (
	"id" uuid PRIMARY KEY NOT NULL,
	"household_id" uuid NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deleted_item_ids_deleted_at_idx" ON "deleted_item_ids" USING btree ("deleted_at");--> statement-breakpoint
-- Every delete of a list or fridge item remembers its id, whatever the path (one item, the
-- ticked ones, an item put into the fridge, a meal cooked, a household deleted).
CREATE FUNCTION popote_remember_deleted_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deleted_item_ids (id, household_id) VALUES (OLD.id, OLD.household_id)
    ON CONFLICT (id) DO NOTHING;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shopping_items_remember_deleted AFTER DELETE ON shopping_items
  FOR EACH ROW EXECUTE FUNCTION popote_remember_deleted_item();
--> statement-breakpoint
CREATE TRIGGER inventory_items_remember_deleted AFTER DELETE ON inventory_items
  FOR EACH ROW EXECUTE FUNCTION popote_remember_deleted_item();
