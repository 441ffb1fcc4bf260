ALTER TABLE "scores" ADD COLUMN "difficulty" text;--> statement-breakpoint
ALTER TABLE "scores" ADD COLUMN "guesses" smallint;--> statement-breakpoint
ALTER TABLE "scores" ADD COLUMN "won" boolean;--> statement-breakpoint
ALTER TABLE "user_game_stats" ADD COLUMN "best_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "scores_game_day_idx" ON "scores" USING btree ("game_id","pacific_day");--> statement-breakpoint
-- The games stored before these columns came are counted too: each score takes its level and, for a
-- once-a-day game (TL;DR), its guesses and outcome from the play it was verified from.
UPDATE "scores" s SET "difficulty" = p."options"->>'difficulty'
  FROM "plays" p WHERE p."score_id" = s."id" AND p."options" ? 'difficulty';--> statement-breakpoint
UPDATE "scores" s SET "guesses" = jsonb_array_length(p."state"->'guesses'), "won" = (p."state"->>'status' = 'won')
  FROM "plays" p WHERE p."score_id" = s."id" AND s."once_a_day" AND jsonb_typeof(p."state"->'guesses') = 'array';--> statement-breakpoint
-- A TL;DR score whose play is gone still tells its outcome: a lost game scores at most 300 points.
UPDATE "scores" SET "won" = ("score" >= 1000) WHERE "once_a_day" AND "won" IS NULL;--> statement-breakpoint
UPDATE "user_game_stats" s SET "best_score" = b."best"
  FROM (SELECT "user_id", "game_id", max("score") AS "best" FROM "scores" GROUP BY "user_id", "game_id") b
 WHERE b."user_id" = s."user_id" AND b."game_id" = s."game_id";
