-- Spaces that already share a name keep the oldest's; each later one is told apart by its number, 一号会议室（7）.
UPDATE "spaces" AS s SET "name" = left(s."name", 40) || '（' || s."id" || '）', "updated_at" = now()
WHERE EXISTS (SELECT 1 FROM "spaces" AS o WHERE o."name" = s."name" AND o."id" < s."id");
--> statement-breakpoint
CREATE UNIQUE INDEX "spaces_name_uq" ON "spaces" USING btree ("name");
--> statement-breakpoint
-- The park-wide payment export lists meeting-room charges' payments by park days, newest first.
CREATE INDEX "booking_charge_payments_pay_time_idx" ON "booking_charge_payments" USING btree ("pay_time","id");
