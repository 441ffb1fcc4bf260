CREATE TABLE "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_moves" (
	"play_id" text NOT NULL,
	"seq" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"move" jsonb NOT NULL,
	CONSTRAINT "play_moves_play_id_seq_pk" PRIMARY KEY("play_id","seq")
);
--> statement-breakpoint
CREATE TABLE "refused_submissions" (
	"day" date NOT NULL,
	"game_id" smallint NOT NULL,
	"code" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "refused_submissions_day_game_id_code_pk" PRIMARY KEY("day","game_id","code")
);
--> statement-breakpoint
CREATE TABLE "tldr_daily_words" (
	"day" date PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "plays_tldr_daily_key";--> statement-breakpoint
ALTER TABLE "plays" ADD COLUMN "refused_moves" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plays" ADD COLUMN "ranked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "plays" ADD COLUMN "elapsed_ms" integer;--> statement-breakpoint
ALTER TABLE "plays" ADD COLUMN "floor_ms" integer;--> statement-breakpoint
ALTER TABLE "play_moves" ADD CONSTRAINT "play_moves_play_id_plays_id_fk" FOREIGN KEY ("play_id") REFERENCES "public"."plays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plays_tldr_ranked_daily_key" ON "plays" USING btree ("user_id","day") WHERE "plays"."game_id" = 4 AND "plays"."user_id" IS NOT NULL AND "plays"."ranked";--> statement-breakpoint
-- Each move the list held becomes a row of its own, in order, with its server time.
INSERT INTO "play_moves" ("play_id", "seq", "at", "move")
SELECT p."id", (m.ordinality - 1)::int, to_timestamp((m.entry->>'at')::double precision / 1000), m.entry->'move'
  FROM "plays" p CROSS JOIN LATERAL jsonb_array_elements(p."moves") WITH ORDINALITY AS m(entry, ordinality);--> statement-breakpoint
ALTER TABLE "plays" DROP COLUMN "moves";