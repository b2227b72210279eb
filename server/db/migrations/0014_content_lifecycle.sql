ALTER TABLE "banners" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "external_links" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "finance_items" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "finance_items" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "startup_items" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "startup_items" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tech_items" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tech_items" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "train_items" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "train_items" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "articles_due_idx" ON "articles" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "finance_items_due_idx" ON "finance_items" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "rooms_due_idx" ON "rooms" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "startup_items_due_idx" ON "startup_items" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "tech_items_due_idx" ON "tech_items" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "train_items_due_idx" ON "train_items" USING btree ("status","publish_at");