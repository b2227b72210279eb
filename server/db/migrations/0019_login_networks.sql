-- Issue 27: the networks each account last signed in from successfully; from one of them (within 30 days) the
-- account-wide sign-in lockout does not apply.
CREATE TABLE "login_networks" (
	"user_id" integer NOT NULL,
	"network" varchar(64) NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_networks" ADD CONSTRAINT "login_networks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "login_networks_user_network_uq" ON "login_networks" USING btree ("user_id","network");