ALTER TABLE "planned_meals" ADD COLUMN "batch_date" date;--> statement-breakpoint
CREATE INDEX "planned_meals_household_id_batch_date_idx" ON "planned_meals" USING btree ("household_id","batch_date");