ALTER TABLE "planned_meals" ADD COLUMN "leftover_portions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "planned_meals" ADD COLUMN "leftovers_of" uuid;--> statement-breakpoint
CREATE INDEX "planned_meals_leftovers_of_idx" ON "planned_meals" USING btree ("leftovers_of");--> statement-breakpoint
ALTER TABLE "planned_meals" ADD CONSTRAINT "planned_meals_leftover_portions_check" CHECK ("planned_meals"."leftover_portions" between 0 and 50);