CREATE TABLE "cart_reminder_send" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"ip" text NOT NULL,
	"email" text,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_line_item" ADD COLUMN "priced_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_line_item" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cart_reminder_send_cart_idx" ON "cart_reminder_send" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE INDEX "cart_reminder_send_ip_idx" ON "cart_reminder_send" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "cart_reminder_send_email_idx" ON "cart_reminder_send" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "cart_reminder_send_phone_idx" ON "cart_reminder_send" USING btree ("phone_number","created_at");