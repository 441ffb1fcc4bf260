CREATE TABLE "login_code_tries" (
	"code_id" integer NOT NULL,
	"client" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "login_code_tries_code_id_client_pk" PRIMARY KEY("code_id","client")
);
--> statement-breakpoint
ALTER TABLE "login_codes" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "login_codes" ADD COLUMN "attempts_elsewhere" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_code_tries" ADD CONSTRAINT "login_code_tries_code_id_login_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."login_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_codes" DROP COLUMN "attempts";