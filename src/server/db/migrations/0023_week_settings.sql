CREATE TABLE "meal_rituals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"moment" text NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"monthly" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_rituals_weekday_check" CHECK ("meal_rituals"."weekday" between 1 and 7),
	CONSTRAINT "meal_rituals_moment_check" CHECK ("meal_rituals"."moment" in ('lunch', 'dinner')),
	CONSTRAINT "meal_rituals_kind_check" CHECK ("meal_rituals"."kind" in ('dish', 'out'))
);
--> statement-breakpoint
CREATE TABLE "presence_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"weekday" smallint,
	"anchor" date,
	"date" date,
	"moment" text NOT NULL,
	"present" boolean NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presence_rules_kind_check" CHECK (("presence_rules"."weekday" is null) <> ("presence_rules"."date" is null)),
	CONSTRAINT "presence_rules_weekday_check" CHECK ("presence_rules"."weekday" is null or "presence_rules"."weekday" between 1 and 7),
	CONSTRAINT "presence_rules_moment_check" CHECK ("presence_rules"."moment" in ('lunch', 'dinner'))
);
--> statement-breakpoint
CREATE TABLE "week_settings" (
	"household_id" uuid NOT NULL,
	"cooking_minutes" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "week_settings_household_id_pk" PRIMARY KEY("household_id"),
	CONSTRAINT "week_settings_minutes_check" CHECK (cardinality("week_settings"."cooking_minutes") = 7)
);
--> statement-breakpoint
ALTER TABLE "meal_rituals" ADD CONSTRAINT "meal_rituals_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_rules" ADD CONSTRAINT "presence_rules_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_settings" ADD CONSTRAINT "week_settings_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_rituals_household_id_idx" ON "meal_rituals" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "presence_rules_household_id_idx" ON "presence_rules" USING btree ("household_id");