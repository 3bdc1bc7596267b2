CREATE TYPE "public"."application_status" AS ENUM('submitted', 'reviewing', 'approved', 'rejected', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending_payment', 'paid', 'checked_in', 'completed', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."price_unit" AS ENUM('week', 'month');--> statement-breakpoint
CREATE TABLE "airport_pickups" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"flight_no" text NOT NULL,
	"arrival_date" date NOT NULL,
	"arrival_time" text NOT NULL,
	"airport" text NOT NULL,
	"passengers" smallint NOT NULL,
	"remark" text,
	"status" text DEFAULT 'new' NOT NULL,
	"attribution" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicant_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"applicant" jsonb,
	"guarantor" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"from_status" "application_status",
	"to_status" "application_status" NOT NULL,
	"note" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_code" text NOT NULL,
	"user_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"room_id" integer,
	"status" "application_status" DEFAULT 'submitted' NOT NULL,
	"move_in_date" date,
	"lease_term" integer,
	"lease_unit" "price_unit",
	"rental_start" date,
	"rental_end" date,
	"mobile_prefix_id" integer,
	"mobile" text,
	"applicant" jsonb,
	"guarantor" jsonb,
	"remark" text,
	"payment_plan" text,
	"attribution" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_apply_code_unique" UNIQUE("apply_code")
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "areas_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"building_id" integer NOT NULL,
	"room_id" integer,
	"full_name" text NOT NULL,
	"mobile_prefix_id" integer,
	"mobile" text NOT NULL,
	"consultant_id" text,
	"others" text,
	"status" text DEFAULT 'new' NOT NULL,
	"attribution" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "building_school_distances" (
	"building_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"distance_m" integer NOT NULL,
	"walk_minutes" integer NOT NULL,
	"transit_minutes" integer NOT NULL,
	CONSTRAINT "building_school_distances_building_id_school_id_pk" PRIMARY KEY("building_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"country_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"pinyin" text NOT NULL,
	"initials" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name_en) || ' ' || name_zh || ' ' || pinyin || ' ' || initials) STORED,
	"address_zh" text NOT NULL,
	"address_en" text NOT NULL,
	"postcode" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"policies" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" text NOT NULL,
	"price_unit" "price_unit" NOT NULL,
	"from_price" integer NOT NULL,
	"to_price" integer NOT NULL,
	"room_count" integer DEFAULT 0 NOT NULL,
	"available_room_count" integer DEFAULT 0 NOT NULL,
	"room_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"lease_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"available_from" date,
	"recommend_score" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buildings_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "captcha_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"answer_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"passed_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"pinyin" text NOT NULL,
	"initials" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name_en) || ' ' || name_zh || ' ' || pinyin || ' ' || initials) STORED,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cooperation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"country_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"house_info" text NOT NULL,
	"name" text NOT NULL,
	"mobile_prefix_id" integer,
	"mobile_prefix" text,
	"mobile" text NOT NULL,
	"email" text,
	"wechat" text,
	"remark" text,
	"status" text DEFAULT 'new' NOT NULL,
	"attribution" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer,
	"iso2" text NOT NULL,
	"slug" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"pinyin" text NOT NULL,
	"initials" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name_en) || ' ' || name_zh || ' ' || pinyin || ' ' || initials) STORED,
	"currency" text NOT NULL,
	"price_unit" "price_unit" NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_iso2_unique" UNIQUE("iso2"),
	CONSTRAINT "countries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "dev_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"code" text NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_building_id_pk" PRIMARY KEY("user_id","building_id")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"attribution" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "find_house_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"city_id" integer,
	"school_id" integer,
	"move_in_date" date,
	"name" text,
	"mobile_prefix_id" integer,
	"mobile" text,
	"email" text,
	"wechat" text,
	"budget" text,
	"remark" text,
	"status" text DEFAULT 'new' NOT NULL,
	"attribution" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_prefixes" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso2" text NOT NULL,
	"mobile_prefix" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"hot_rank" smallint,
	CONSTRAINT "mobile_prefixes_iso2_unique" UNIQUE("iso2")
);
--> statement-breakpoint
CREATE TABLE "operation_handbooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"sections" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operation_handbooks_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status" NOT NULL,
	"note" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"application_id" integer,
	"user_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"room_id" integer,
	"status" "order_status" DEFAULT 'pending_payment' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"rental_start" date,
	"rental_end" date,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "request_keys" (
	"scope" text NOT NULL,
	"owner" text NOT NULL,
	"request_id" text NOT NULL,
	"record_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_keys_scope_owner_request_id_pk" PRIMARY KEY("scope","owner","request_id")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"building_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"room_type" text NOT NULL,
	"price" integer NOT NULL,
	"area_m2" double precision NOT NULL,
	"bed_size" text NOT NULL,
	"lease_terms" integer[] NOT NULL,
	"lease_types" text[] NOT NULL,
	"available_from" date NOT NULL,
	"available_to" date,
	"stock" integer DEFAULT 0 NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"pinyin" text NOT NULL,
	"initials" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name_en) || ' ' || name_zh || ' ' || pinyin || ' ' || initials) STORED,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	"device_type" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "third_party_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"union_id" text,
	"profile" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"config" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "topic_pages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_key" text NOT NULL,
	"user_id" integer,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_code" text NOT NULL,
	"user_name" text,
	"real_name" text,
	"avatar" text,
	"email" text,
	"email_verified_at" timestamp with time zone,
	"mobile_prefix_id" integer,
	"mobile" text,
	"password_hash" text,
	"gender" smallint,
	"birthday" date,
	"intro" text,
	"register_source" text,
	"attribution" jsonb,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_code_unique" UNIQUE("user_code")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"scene" smallint NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"max_attempts" smallint NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "airport_pickups" ADD CONSTRAINT "airport_pickups_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airport_pickups" ADD CONSTRAINT "airport_pickups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_profiles" ADD CONSTRAINT "applicant_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_mobile_prefix_id_mobile_prefixes_id_fk" FOREIGN KEY ("mobile_prefix_id") REFERENCES "public"."mobile_prefixes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_mobile_prefix_id_mobile_prefixes_id_fk" FOREIGN KEY ("mobile_prefix_id") REFERENCES "public"."mobile_prefixes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_school_distances" ADD CONSTRAINT "building_school_distances_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_school_distances" ADD CONSTRAINT "building_school_distances_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperation_requests" ADD CONSTRAINT "cooperation_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperation_requests" ADD CONSTRAINT "cooperation_requests_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperation_requests" ADD CONSTRAINT "cooperation_requests_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperation_requests" ADD CONSTRAINT "cooperation_requests_mobile_prefix_id_mobile_prefixes_id_fk" FOREIGN KEY ("mobile_prefix_id") REFERENCES "public"."mobile_prefixes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_category_id_feedback_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."feedback_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_house_requests" ADD CONSTRAINT "find_house_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_house_requests" ADD CONSTRAINT "find_house_requests_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_house_requests" ADD CONSTRAINT "find_house_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_house_requests" ADD CONSTRAINT "find_house_requests_mobile_prefix_id_mobile_prefixes_id_fk" FOREIGN KEY ("mobile_prefix_id") REFERENCES "public"."mobile_prefixes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_identities" ADD CONSTRAINT "third_party_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mobile_prefix_id_mobile_prefixes_id_fk" FOREIGN KEY ("mobile_prefix_id") REFERENCES "public"."mobile_prefixes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airport_pickups_application" ON "airport_pickups" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_history_application" ON "application_status_history" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_user" ON "applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "distances_school_distance" ON "building_school_distances" USING btree ("school_id","distance_m");--> statement-breakpoint
CREATE INDEX "buildings_city_recommend" ON "buildings" USING btree ("city_id","recommend_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "buildings_city_price" ON "buildings" USING btree ("city_id","from_price");--> statement-breakpoint
CREATE INDEX "buildings_city_created" ON "buildings" USING btree ("city_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "buildings_country_recommend" ON "buildings" USING btree ("country_id","recommend_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "buildings_recommend" ON "buildings" USING btree ("recommend_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "buildings_search_trgm" ON "buildings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "buildings_name_en_prefix" ON "buildings" USING btree (lower("name_en") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "buildings_name_zh_prefix" ON "buildings" USING btree ("name_zh" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "buildings_pinyin_prefix" ON "buildings" USING btree ("pinyin" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "buildings_initials_prefix" ON "buildings" USING btree ("initials" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "captcha_expires" ON "captcha_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_country_slug" ON "cities" USING btree ("country_id","slug");--> statement-breakpoint
CREATE INDEX "cities_search_trgm" ON "cities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_popularity" ON "cities" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "cities_name_en_prefix" ON "cities" USING btree (lower("name_en") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cities_name_zh_prefix" ON "cities" USING btree ("name_zh" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cities_pinyin_prefix" ON "cities" USING btree ("pinyin" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cities_initials_prefix" ON "cities" USING btree ("initials" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "countries_search_trgm" ON "countries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "countries_name_en_prefix" ON "countries" USING btree (lower("name_en") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "countries_name_zh_prefix" ON "countries" USING btree ("name_zh" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "countries_pinyin_prefix" ON "countries" USING btree ("pinyin" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "countries_initials_prefix" ON "countries" USING btree ("initials" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "dev_outbox_at" ON "dev_outbox" USING btree ("at");--> statement-breakpoint
CREATE INDEX "favorites_user_created" ON "favorites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_history_order" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rooms_building_price" ON "rooms" USING btree ("building_id","price");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_city_slug" ON "schools" USING btree ("city_id","slug");--> statement-breakpoint
CREATE INDEX "schools_country" ON "schools" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "schools_search_trgm" ON "schools" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schools_popularity" ON "schools" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "schools_name_en_prefix" ON "schools" USING btree (lower("name_en") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "schools_name_zh_prefix" ON "schools" USING btree ("name_zh" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "schools_pinyin_prefix" ON "schools" USING btree ("pinyin" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "schools_initials_prefix" ON "schools" USING btree ("initials" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_provider_user" ON "third_party_identities" USING btree ("provider","provider_user_id");--> statement-breakpoint
CREATE INDEX "third_party_user" ON "third_party_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile" ON "users" USING btree ("mobile_prefix_id","mobile");--> statement-breakpoint
CREATE INDEX "verification_codes_target" ON "verification_codes" USING btree ("channel","target","scene","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "verification_codes_ip" ON "verification_codes" USING btree ("ip","created_at");