CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"file" "bytea" NOT NULL,
	"status" varchar(16) NOT NULL,
	"sheets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "building" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "usage" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "credit_code" varchar(18) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "moved_in_on" date;--> statement-breakpoint
ALTER TABLE "service_fees" ADD COLUMN "contract_number" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_created_idx" ON "imports" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rooms_number_idx" ON "rooms" USING btree ("number","building");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_credit_code_uq" ON "companies" USING btree ("credit_code") WHERE credit_code <> '';--> statement-breakpoint
CREATE INDEX "leases_contract_number_idx" ON "leases" USING btree ("contract_number");--> statement-breakpoint
CREATE INDEX "service_fees_contract_number_idx" ON "service_fees" USING btree ("contract_number");