CREATE TABLE "message_channels_off" (
	"user_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"channel" varchar(16) NOT NULL,
	CONSTRAINT "message_channels_off_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel")
);
--> statement-breakpoint
CREATE TABLE "message_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"channel" varchar(16) NOT NULL,
	"address" varchar(254) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"give_up_at" timestamp with time zone NOT NULL,
	"last_error" varchar(300) DEFAULT '' NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_channels_off" ADD CONSTRAINT "message_channels_off_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_deliveries_uq" ON "message_deliveries" USING btree ("message_id","channel");--> statement-breakpoint
CREATE INDEX "message_deliveries_due_idx" ON "message_deliveries" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "message_deliveries_created_idx" ON "message_deliveries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);