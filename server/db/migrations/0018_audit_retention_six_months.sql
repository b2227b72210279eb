-- Issue 13: "at least 6 months" is read as the longest six calendar months (184 days, AUDIT_RETENTION_MIN_DAYS), not
-- 180 days: a line may be deleted only once it is older than 184 days. The rest of migration 0012 stands (UPDATE and
-- TRUNCATE refused for every role).
CREATE OR REPLACE FUNCTION "audit_log_retention_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '184 days' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'audit_log is append-only (DELETE of a row younger than 184 days)' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
