ALTER TABLE "leases" DROP COLUMN "pay_way";--> statement-breakpoint
ALTER TABLE "service_fees" DROP COLUMN "pay_way";