CREATE TABLE "contractor_open_day" (
	"contractor_id" integer NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "contractor_open_day_contractor_id_date_pk" PRIMARY KEY("contractor_id","date")
);
--> statement-breakpoint
ALTER TABLE "contractor_open_day" ADD CONSTRAINT "contractor_open_day_contractor_id_contractor_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractor"("id") ON DELETE cascade ON UPDATE no action;