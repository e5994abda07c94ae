CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "scheduled_job_runs" (
	"job" text NOT NULL,
	"run_on" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_job_runs_job_run_on_pk" PRIMARY KEY("job","run_on")
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "auto_fridge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "expiry_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "amount" double precision;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "ingredient_id" text;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "aisle" text;--> statement-breakpoint
ALTER TABLE "planned_meals" ADD COLUMN "recipe" jsonb;--> statement-breakpoint
ALTER TABLE "planned_meals" ADD COLUMN "cooked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "planned_meals" ADD COLUMN "cooked_changes" jsonb;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "ingredient_id" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "soon_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "expired_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('system', 'expiry'));