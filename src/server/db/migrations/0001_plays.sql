CREATE TABLE "plays" (
	"id" text PRIMARY KEY NOT NULL,
	"game_id" smallint NOT NULL,
	"user_id" integer,
	"options" jsonb NOT NULL,
	"day" date NOT NULL,
	"state" jsonb NOT NULL,
	"moves" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"move_count" integer DEFAULT 0 NOT NULL,
	"dealt_at" timestamp with time zone NOT NULL,
	"over_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"score_id" bigint
);
--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plays_user_game_day_idx" ON "plays" USING btree ("user_id","game_id","day");--> statement-breakpoint
CREATE INDEX "plays_expires_at_idx" ON "plays" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plays_tldr_daily_key" ON "plays" USING btree ("user_id","day") WHERE "plays"."game_id" = 4 AND "plays"."user_id" IS NOT NULL;