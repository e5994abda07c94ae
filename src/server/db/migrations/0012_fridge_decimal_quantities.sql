ALTER TABLE "inventory_items" DROP CONSTRAINT "inventory_items_quantity_check";--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "quantity" SET DATA TYPE numeric(10, 2);--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "quantity" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_quantity_check" CHECK ("inventory_items"."quantity" > 0);