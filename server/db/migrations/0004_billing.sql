CREATE TABLE "reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_type" smallint NOT NULL,
	"record_id" integer NOT NULL,
	"company_id" integer,
	"paid_until" date NOT NULL,
	"threshold" smallint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"deliveries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "cycle_months" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "previous_paid_until" date;--> statement-breakpoint
ALTER TABLE "service_fees" ADD COLUMN "cycle_months" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_fees" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_once_uq" ON "reminders" USING btree ("record_type","record_id","paid_until","threshold");--> statement-breakpoint
CREATE INDEX "reminders_created_idx" ON "reminders" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reminders_status_idx" ON "reminders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leases_room_live_uq" ON "leases" USING btree ("room_id") WHERE status = 1;--> statement-breakpoint
-- Pay cycles were stored as labels; keep the months they meant.
UPDATE "leases" SET "cycle_months" = CASE "pay_way" WHEN '月付' THEN 1 WHEN '季付' THEN 3 WHEN '半年付' THEN 6 WHEN '年付' THEN 12 ELSE 3 END;--> statement-breakpoint
UPDATE "service_fees" SET "cycle_months" = CASE "pay_way" WHEN '月付' THEN 1 WHEN '季付' THEN 3 WHEN '半年付' THEN 6 WHEN '年付' THEN 12 ELSE 3 END;
