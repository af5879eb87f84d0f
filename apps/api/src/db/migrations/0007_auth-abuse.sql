CREATE TABLE "code_check" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_phone_token" (
	"token_id" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_code" ADD COLUMN "request_ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_code" ADD COLUMN "other_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "code_check_ip_idx" ON "code_check" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "used_phone_token_expires_idx" ON "used_phone_token" USING btree ("expires_at");