CREATE TABLE "restorable_rows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"household_id" uuid,
	"user_id" uuid,
	"data" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "stored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restorable_rows" ADD CONSTRAINT "restorable_rows_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restorable_rows" ADD CONSTRAINT "restorable_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restorable_rows_household_id_idx" ON "restorable_rows" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "restorable_rows_user_id_idx" ON "restorable_rows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "restorable_rows_deleted_at_idx" ON "restorable_rows" USING btree ("deleted_at");