CREATE TABLE "message_send" (
	"id" serial PRIMARY KEY NOT NULL,
	"send_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"sender" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "message_send_recipient_idx" ON "message_send" USING btree ("purpose","recipient","created_at");--> statement-breakpoint
CREATE INDEX "message_send_sender_idx" ON "message_send" USING btree ("purpose","sender","created_at");