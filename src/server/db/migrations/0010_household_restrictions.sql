ALTER TABLE "user_preferences" DROP CONSTRAINT "user_preferences_restrictions_check";--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "dietary_restrictions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "avoided_foods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "disliked_foods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "household_people" ADD COLUMN "disliked_foods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_restrictions_check" CHECK ("households"."dietary_restrictions" <@ array['none', 'vegetarian', 'vegan', 'halal', 'kosher', 'nutFree', 'peanutFree', 'glutenFree', 'dairyFree', 'eggFree', 'fishFree', 'crustaceanFree', 'molluscFree', 'soyFree', 'sesameFree', 'celeryFree', 'mustardFree', 'lupinFree', 'sulphiteFree']::text[]);--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_restrictions_check" CHECK ("user_preferences"."dietary_restrictions" <@ array['none', 'vegetarian', 'vegan', 'halal', 'kosher', 'nutFree', 'peanutFree', 'glutenFree', 'dairyFree', 'eggFree', 'fishFree', 'crustaceanFree', 'molluscFree', 'soyFree', 'sesameFree', 'celeryFree', 'mustardFree', 'lupinFree', 'sulphiteFree']::text[]);--> statement-breakpoint
ALTER TABLE "household_people" ADD CONSTRAINT "household_people_restrictions_check" CHECK ("household_people"."dietary_restrictions" <@ array['none', 'vegetarian', 'vegan', 'halal', 'kosher', 'nutFree', 'peanutFree', 'glutenFree', 'dairyFree', 'eggFree', 'fishFree', 'crustaceanFree', 'molluscFree', 'soyFree', 'sesameFree', 'celeryFree', 'mustardFree', 'lupinFree', 'sulphiteFree']::text[]);--> statement-breakpoint
-- The questionnaire asks for « votre foyer »: what the household's account holder answered
-- (restrictions and foods to avoid) becomes the household's own, applied to every meal whoever
-- eats. Nothing becomes narrower: the household's restrictions cover the holder too. Members
-- keep theirs as their own, people without an account theirs.
UPDATE "households" AS h
SET "dietary_restrictions" = p."dietary_restrictions",
    "avoided_foods" = p."avoided_foods",
    "updated_at" = now()
FROM "household_members" AS m
JOIN "user_preferences" AS p ON p."user_id" = m."user_id"
WHERE m."household_id" = h."id" AND m."role" = 'owner';--> statement-breakpoint
UPDATE "user_preferences" AS p
SET "dietary_restrictions" = '{}'::text[],
    "avoided_foods" = '{}'::text[]
FROM "household_members" AS m
WHERE m."user_id" = p."user_id" AND m."role" = 'owner';
