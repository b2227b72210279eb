ALTER TABLE "users" ADD COLUMN "staff_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Staff accounts made before roles existed keep what they could do: system administration, content and operations
-- (shared/auth/staff-roles.ts FIRST_ADMIN_ROLES); the security administrator and the auditor are new accounts.
UPDATE "users" SET "staff_roles" = '{system,content,operations}'::text[] WHERE "login_type" = 1;
