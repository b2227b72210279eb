CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" varchar(32) DEFAULT 'home' NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"href" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"href" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"image" text NOT NULL,
	"href" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" varchar(160) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qr_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"sign_hash" varchar(64) NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"provider" varchar(16) NOT NULL,
	"user_id" integer,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"login_type" smallint NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(255) DEFAULT '' NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_type" smallint NOT NULL,
	"username" varchar(64),
	"password_hash" text,
	"nickname" varchar(64) DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"sign" varchar(255) DEFAULT '' NOT NULL,
	"wechat_openid" varchar(64),
	"wechat_unionid" varchar(64),
	"status" smallint DEFAULT 1 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"source" varchar(100) DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"release_time" timestamp with time zone NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"domain" varchar(200) DEFAULT '' NOT NULL,
	"question_number" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" smallint NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"small_title" varchar(200) DEFAULT '' NOT NULL,
	"small_title1" varchar(200) DEFAULT '' NOT NULL,
	"source" varchar(100) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"release_time" timestamp with time zone NOT NULL,
	"quarter" smallint NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"number" varchar(50) NOT NULL,
	"position" varchar(100) DEFAULT '' NOT NULL,
	"work" integer DEFAULT 0 NOT NULL,
	"area" numeric(10, 2) DEFAULT '0' NOT NULL,
	"monthly_rent" integer DEFAULT 0 NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"occupancy" smallint DEFAULT 0 NOT NULL,
	"question_number" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startup_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"name" varchar(200) NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"company" varchar(200) DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"question_number" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tech_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tech_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_id" integer NOT NULL,
	"second_id" integer DEFAULT 0 NOT NULL,
	"name" varchar(200) NOT NULL,
	"company" varchar(200) DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"question_number" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "train_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "train_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cat_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"active_time" timestamp with time zone NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"domain" varchar(200) DEFAULT '' NOT NULL,
	"question_number" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" varchar(100) NOT NULL,
	"contact_name" varchar(50) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"license_path" text DEFAULT '' NOT NULL,
	"id_front_path" text DEFAULT '' NOT NULL,
	"id_back_path" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"province_code" integer,
	"city_code" integer,
	"district_code" integer,
	"region_text" varchar(100) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"domain" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"title" varchar(200) NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"status" smallint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" integer PRIMARY KEY NOT NULL,
	"parent_code" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"level" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_type" smallint,
	"action" varchar(64) NOT NULL,
	"object_type" varchar(32) DEFAULT '' NOT NULL,
	"object_id" varchar(64) DEFAULT '' NOT NULL,
	"success" boolean DEFAULT true NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"item_id" integer,
	"user_id" integer,
	"company_name" varchar(100) DEFAULT '' NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"files" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"room_id" integer,
	"room_number" varchar(50) NOT NULL,
	"office" varchar(100) DEFAULT '' NOT NULL,
	"contract_number" varchar(64) DEFAULT '' NOT NULL,
	"sign_date" date NOT NULL,
	"lease_months" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"paid_until" date NOT NULL,
	"price" bigint NOT NULL,
	"pay_way" varchar(32) DEFAULT '' NOT NULL,
	"amount_due" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_type" smallint NOT NULL,
	"record_id" integer NOT NULL,
	"pay_time" timestamp with time zone NOT NULL,
	"paid_until" date NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"pay_way" varchar(32) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"sign_date" date NOT NULL,
	"lease_months" integer NOT NULL,
	"sign_expire" date NOT NULL,
	"paid_until" date NOT NULL,
	"price" bigint NOT NULL,
	"pay_way" varchar(32) DEFAULT '' NOT NULL,
	"amount_due" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"kind" varchar(32) NOT NULL,
	"path" text NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"attached" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_logins" ADD CONSTRAINT "qr_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_notices" ADD CONSTRAINT "policy_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_fees" ADD CONSTRAINT "service_fees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position","enabled","sort");--> statement-breakpoint
CREATE INDEX "external_links_sort_idx" ON "external_links" USING btree ("enabled","sort");--> statement-breakpoint
CREATE INDEX "partners_sort_idx" ON "partners" USING btree ("enabled","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_logins_sign_uq" ON "qr_logins" USING btree ("sign_hash");--> statement-breakpoint
CREATE INDEX "qr_logins_expires_idx" ON "qr_logins" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_wechat_openid_uq" ON "users" USING btree ("wechat_openid");--> statement-breakpoint
CREATE INDEX "users_wechat_unionid_idx" ON "users" USING btree ("wechat_unionid");--> statement-breakpoint
CREATE INDEX "articles_type_idx" ON "articles" USING btree ("status","type","release_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "finance_items_list_idx" ON "finance_items" USING btree ("status","sort","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "finance_items_search_idx" ON "finance_items" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "policies_list_idx" ON "policies" USING btree ("status","release_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "policies_category_idx" ON "policies" USING btree ("status","category","quarter","release_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "policies_quarter_idx" ON "policies" USING btree ("status","quarter","release_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "policies_search_idx" ON "policies" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "rooms_list_idx" ON "rooms" USING btree ("status","sort","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rooms_search_idx" ON "rooms" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "startup_items_list_idx" ON "startup_items" USING btree ("status","type","sort","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "startup_items_search_idx" ON "startup_items" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "tech_categories_parent_idx" ON "tech_categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "tech_items_list_idx" ON "tech_items" USING btree ("status","first_id","second_id","sort","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tech_items_search_idx" ON "tech_items" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "train_items_list_idx" ON "train_items" USING btree ("status","cat_id","active_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "train_items_all_idx" ON "train_items" USING btree ("status","active_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "train_items_search_idx" ON "train_items" USING gin ("search_tokens");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_user_uq" ON "companies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "companies_category_idx" ON "companies" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "policy_notices_company_idx" ON "policy_notices" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_object_idx" ON "audit_log" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "consultations_user_idx" ON "consultations" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultations_status_idx" ON "consultations" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_company_idx" ON "feedback" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leases_company_idx" ON "leases" USING btree ("company_id","sign_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leases_paid_until_idx" ON "leases" USING btree ("status","paid_until");--> statement-breakpoint
CREATE INDEX "payments_record_idx" ON "payments" USING btree ("record_type","record_id","pay_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_fees_company_idx" ON "service_fees" USING btree ("company_id","sign_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_fees_paid_until_idx" ON "service_fees" USING btree ("status","paid_until");--> statement-breakpoint
CREATE INDEX "uploads_cleanup_idx" ON "uploads" USING btree ("attached","created_at");