ALTER TABLE "planned_meals" ADD COLUMN "leftovers_of" uuid;--> statement-breakpoint
CREATE INDEX "planned_meals_leftovers_of_idx" ON "planned_meals" USING btree ("leftovers_of");