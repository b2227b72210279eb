-- Issue 13: retention of the audit trail. DELETE is allowed only for rows older than 180 days (AUDIT_RETENTION_MIN_DAYS,
-- the 6 months of 等保 2.0), which the housekeeping job's purge removes oldest first (audit.purge); UPDATE and
-- TRUNCATE stay refused for every role (migration 0008's function and truncate trigger are kept).
CREATE OR REPLACE FUNCTION "audit_log_retention_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '180 days' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'audit_log is append-only (DELETE of a row younger than 180 days)' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_log_no_change" ON "audit_log";--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_retention_only"();
