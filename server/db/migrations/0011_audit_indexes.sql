DROP INDEX "audit_log_object_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_roles" varchar(32)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_failed_idx" ON "audit_log" USING btree ("at" DESC NULLS FIRST) WHERE success = false;--> statement-breakpoint
CREATE INDEX "audit_log_object_idx" ON "audit_log" USING btree ("object_type","object_id","at" DESC NULLS FIRST);