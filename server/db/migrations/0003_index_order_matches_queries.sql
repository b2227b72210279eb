DROP INDEX "articles_type_idx";--> statement-breakpoint
DROP INDEX "finance_items_list_idx";--> statement-breakpoint
DROP INDEX "policies_list_idx";--> statement-breakpoint
DROP INDEX "policies_category_idx";--> statement-breakpoint
DROP INDEX "policies_quarter_idx";--> statement-breakpoint
DROP INDEX "rooms_list_idx";--> statement-breakpoint
DROP INDEX "startup_items_list_idx";--> statement-breakpoint
DROP INDEX "tech_items_list_idx";--> statement-breakpoint
DROP INDEX "train_items_list_idx";--> statement-breakpoint
DROP INDEX "train_items_all_idx";--> statement-breakpoint
DROP INDEX "companies_status_idx";--> statement-breakpoint
DROP INDEX "policy_notices_company_idx";--> statement-breakpoint
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
DROP INDEX "consultations_user_idx";--> statement-breakpoint
DROP INDEX "consultations_status_idx";--> statement-breakpoint
DROP INDEX "feedback_company_idx";--> statement-breakpoint
DROP INDEX "feedback_status_idx";--> statement-breakpoint
DROP INDEX "leases_company_idx";--> statement-breakpoint
DROP INDEX "payments_record_idx";--> statement-breakpoint
DROP INDEX "service_fees_company_idx";--> statement-breakpoint
CREATE INDEX "articles_type_idx" ON "articles" USING btree ("status","type","release_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "finance_items_list_idx" ON "finance_items" USING btree ("status","sort","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "policies_list_idx" ON "policies" USING btree ("status","release_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "policies_category_idx" ON "policies" USING btree ("status","category","quarter","release_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "policies_quarter_idx" ON "policies" USING btree ("status","quarter","release_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rooms_list_idx" ON "rooms" USING btree ("status","sort","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "startup_items_list_idx" ON "startup_items" USING btree ("status","type","sort","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tech_items_list_idx" ON "tech_items" USING btree ("status","first_id","second_id","sort","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "train_items_list_idx" ON "train_items" USING btree ("status","cat_id","active_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "train_items_all_idx" ON "train_items" USING btree ("status","active_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "policy_notices_company_idx" ON "policy_notices" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consultations_user_idx" ON "consultations" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consultations_status_idx" ON "consultations" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_company_idx" ON "feedback" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leases_company_idx" ON "leases" USING btree ("company_id","sign_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_record_idx" ON "payments" USING btree ("record_type","record_id","pay_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_fees_company_idx" ON "service_fees" USING btree ("company_id","sign_date" DESC NULLS FIRST);