DROP INDEX "plays_tldr_ranked_daily_key";--> statement-breakpoint
DROP INDEX "scores_tldr_daily_key";--> statement-breakpoint
ALTER TABLE "plays" ADD COLUMN "once_a_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scores" ADD COLUMN "once_a_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- TL;DR (game 4) was the one once-a-day game when this column came: its rows are marked as such.
UPDATE "plays" SET "once_a_day" = true WHERE "game_id" = 4;--> statement-breakpoint
UPDATE "scores" SET "once_a_day" = true WHERE "game_id" = 4;--> statement-breakpoint
CREATE UNIQUE INDEX "plays_once_a_day_key" ON "plays" USING btree ("user_id","game_id","day") WHERE "plays"."once_a_day" AND "plays"."user_id" IS NOT NULL AND "plays"."ranked";--> statement-breakpoint
CREATE UNIQUE INDEX "scores_once_a_day_key" ON "scores" USING btree ("user_id","game_id","pacific_day") WHERE "scores"."once_a_day";