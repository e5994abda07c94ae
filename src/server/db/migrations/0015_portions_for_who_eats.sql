ALTER TABLE "households" ADD COLUMN "child_portion" numeric(3, 2) DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "planned_meals" ADD COLUMN "portions" integer;--> statement-breakpoint
ALTER TABLE "planned_meals" ADD COLUMN "children" integer;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_child_portion_check" CHECK ("households"."child_portion" in (0.5, 0.75, 1));--> statement-breakpoint
ALTER TABLE "planned_meals" ADD CONSTRAINT "planned_meals_portions_check" CHECK ("planned_meals"."portions" is null or "planned_meals"."portions" between 1 and 50);--> statement-breakpoint
ALTER TABLE "planned_meals" ADD CONSTRAINT "planned_meals_children_check" CHECK ("planned_meals"."children" is null or "planned_meals"."children" between 0 and "planned_meals"."servings");