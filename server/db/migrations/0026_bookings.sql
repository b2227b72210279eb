CREATE TABLE "booking_charge_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"amount" bigint NOT NULL,
	"pay_way" varchar(32) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"pay_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"kind" smallint DEFAULT 1 NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"month" varchar(7) NOT NULL,
	"subject" varchar(50) NOT NULL,
	"people" integer DEFAULT 0 NOT NULL,
	"status" smallint NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"charged_minutes" integer DEFAULT 0 NOT NULL,
	"charge" bigint DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"building" varchar(50) DEFAULT '' NOT NULL,
	"floor" varchar(20) DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"equipment" varchar(16)[] DEFAULT '{}'::varchar[] NOT NULL,
	"pics" varchar(300)[] DEFAULT '{}'::varchar[] NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"closed_dates" varchar(10)[] DEFAULT '{}'::varchar[] NOT NULL,
	"min_minutes" integer NOT NULL,
	"max_minutes" integer NOT NULL,
	"advance_days" integer NOT NULL,
	"need_approval" boolean DEFAULT false NOT NULL,
	"price_per_hour" bigint DEFAULT 0 NOT NULL,
	"free_minutes" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_charge_payments" ADD CONSTRAINT "booking_charge_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_charge_payments" ADD CONSTRAINT "booking_charge_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_charge_payments_uq" ON "booking_charge_payments" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "bookings_space_time_idx" ON "bookings" USING btree ("space_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_company_time_idx" ON "bookings" USING btree ("company_id","start_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_company_month_idx" ON "bookings" USING btree ("company_id","month","space_id");--> statement-breakpoint
CREATE INDEX "bookings_status_time_idx" ON "bookings" USING btree ("status","start_at");--> statement-breakpoint
CREATE INDEX "bookings_remind_idx" ON "bookings" USING btree ("start_at") WHERE reminded_at IS NULL AND status IN (0, 1);--> statement-breakpoint
CREATE INDEX "spaces_sort_idx" ON "spaces" USING btree ("sort","id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_time_order" CHECK ("end_at" > "start_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (int4range("space_id", "space_id", '[]') WITH &&, tstzrange("start_at", "end_at") WITH &&) WHERE ("status" IN (0, 1));
