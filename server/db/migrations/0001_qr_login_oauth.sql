ALTER TABLE "qr_logins" ADD COLUMN "oauth_state" varchar(64);--> statement-breakpoint
ALTER TABLE "qr_logins" ADD COLUMN "confirm_ticket_hash" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "qr_logins_oauth_state_uq" ON "qr_logins" USING btree ("oauth_state");