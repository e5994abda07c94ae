CREATE TABLE "household_recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"created_by" uuid,
	"title" text NOT NULL,
	"dish_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"servings" integer NOT NULL,
	"preparation_minutes" integer DEFAULT 0 NOT NULL,
	"cooking_minutes" integer DEFAULT 0 NOT NULL,
	"difficulty" text NOT NULL,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_url" text,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_recipes_dish_type_check" CHECK ("household_recipes"."dish_type" in ('boisson', 'apéro', 'amuse-bouche', 'entrée', 'plat', 'dessert')),
	CONSTRAINT "household_recipes_difficulty_check" CHECK ("household_recipes"."difficulty" in ('facile', 'moyen', 'difficile'))
);
--> statement-breakpoint
ALTER TABLE "household_recipes" ADD CONSTRAINT "household_recipes_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_recipes" ADD CONSTRAINT "household_recipes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_recipes_household_id_updated_at_idx" ON "household_recipes" USING btree ("household_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "household_recipes_created_by_idx" ON "household_recipes" USING btree ("created_by");