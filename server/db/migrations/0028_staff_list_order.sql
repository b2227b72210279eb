DROP INDEX "companies_status_idx";--> statement-breakpoint
CREATE INDEX "companies_settled_idx" ON "companies" USING btree ("status","reviewed_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);