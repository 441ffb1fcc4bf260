CREATE TABLE "board_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" smallint NOT NULL,
	"period" text NOT NULL,
	"entries" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "board_events_board_idx" ON "board_events" USING btree ("game_id","period","id" DESC NULLS LAST);