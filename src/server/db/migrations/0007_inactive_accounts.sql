ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "inactivity_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "inactivity_final_warned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "scores_pacific_day_user_idx" ON "scores" USING btree ("pacific_day","user_id");--> statement-breakpoint
CREATE INDEX "users_last_sign_in_at_idx" ON "users" USING btree ("last_sign_in_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lang_check" CHECK ("users"."lang" IN ('en', 'es'));--> statement-breakpoint
-- An existing account's last sign-in is the latest trace of one: its sign-up, the last proof of its
-- address, its newest session, and the last use of any of its remembered browsers.
UPDATE "users" u SET "last_sign_in_at" = greatest(
  u."created_at",
  u."email_proven_at",
  (SELECT max(s."created_at") FROM "sessions" s WHERE s."user_id" = u."id"),
  (SELECT max(d."last_used_at") FROM "device_credentials" d WHERE d."user_id" = u."id")
);
