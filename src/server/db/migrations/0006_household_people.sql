CREATE TABLE "household_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"child" boolean DEFAULT false NOT NULL,
	"dietary_restrictions" text[] DEFAULT '{}'::text[] NOT NULL,
	"avoided_foods" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_foods" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "household_people" ADD CONSTRAINT "household_people_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_people_household_id_idx" ON "household_people" USING btree ("household_id");