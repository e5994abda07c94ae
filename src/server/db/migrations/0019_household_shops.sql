CREATE TABLE "household_shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"name" text NOT NULL,
	"aisle_order" text[] NOT NULL,
	"trip_aisles" text[] DEFAULT '{}'::text[] NOT NULL,
	"trip_at" timestamp with time zone,
	"trips_learned" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "shop_id" uuid;--> statement-breakpoint
ALTER TABLE "household_shops" ADD CONSTRAINT "household_shops_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_shops_household_id_idx" ON "household_shops" USING btree ("household_id");--> statement-breakpoint
ALTER TABLE "shopping_items" ADD CONSTRAINT "shopping_items_shop_id_household_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."household_shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopping_items_shop_id_idx" ON "shopping_items" USING btree ("shop_id");