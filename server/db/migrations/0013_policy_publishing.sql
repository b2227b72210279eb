ALTER TABLE "policies" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "policies_state_idx" ON "policies" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "policies_due_idx" ON "policies" USING btree ("status","publish_at");