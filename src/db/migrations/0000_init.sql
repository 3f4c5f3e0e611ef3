CREATE TYPE "public"."booking_status" AS ENUM('tentative', 'pending', 'confirmed', 'cancelled', 'completed', 'no_show');--> statement-breakpoint
CREATE TYPE "public"."calendar_source" AS ENUM('manual', 'ical', 'ota', 'system');--> statement-breakpoint
CREATE TYPE "public"."cancel_policy" AS ENUM('flexible', 'moderate', 'strict');--> statement-breakpoint
CREATE TYPE "public"."email_template_type" AS ENUM('welcome', 'booking_confirmation', 'payment_reminder', 'review_request', 'newsletter');--> statement-breakpoint
CREATE TYPE "public"."guest_category" AS ENUM('adult', 'child', 'infant');--> statement-breakpoint
CREATE TYPE "public"."inquiry_status" AS ENUM('open', 'in_progress', 'resolved', 'closed');--> statement-breakpoint
CREATE TYPE "public"."inquiry_type" AS ENUM('general', 'booking', 'payment', 'technical', 'complaint', 'other');--> statement-breakpoint
CREATE TYPE "public"."kominka_grade" AS ENUM('A', 'B', 'C');--> statement-breakpoint
CREATE TYPE "public"."kyc_status" AS ENUM('pending', 'verified', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('stripe', 'bank_transfer');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('unpaid', 'authorized', 'paid', 'refunded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payout_method" AS ENUM('bank', 'stripe_connect');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('pending', 'processing', 'paid', 'failed');--> statement-breakpoint
CREATE TYPE "public"."property_status" AS ENUM('draft', 'private', 'published', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."reviewee_type" AS ENUM('property', 'host', 'guest');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('guest', 'host', 'admin');--> statement-breakpoint
CREATE TYPE "public"."webhook_status" AS ENUM('pending', 'processed', 'failed');--> statement-breakpoint
CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "host_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"intro_text" text,
	"kyc_status" "kyc_status" DEFAULT 'pending' NOT NULL,
	"payout_pref_id" text,
	"address_json" jsonb,
	"emergency_contact" text,
	"full_name" text,
	"email" text,
	"phone" text,
	"bio" text,
	"location" text,
	"host_rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"response_rate" integer DEFAULT 0 NOT NULL,
	"profile_image_url" text,
	"postal_code" text,
	"prefecture" text,
	"city" text,
	"street_address" text,
	"building_name" text,
	"id_type" text,
	"front_image_url" text,
	"back_image_url" text,
	"upload_date" timestamp with time zone,
	"verification_status" text DEFAULT 'pending' NOT NULL,
	"bank_name" text,
	"branch_name" text,
	"account_type" text,
	"account_number" text,
	"account_holder" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_profiles_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" "user_role" DEFAULT 'guest' NOT NULL,
	"phone" text,
	"full_name" text NOT NULL,
	"avatar_url" text,
	"gender" varchar(10),
	"date_of_birth" date,
	"address" text,
	"id_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "admin_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"session_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_sessions_sessionToken_unique" UNIQUE("session_token")
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"admin_id" uuid,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"action" text NOT NULL,
	"old_values" jsonb,
	"new_values" jsonb,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amenity_master" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text,
	CONSTRAINT "amenity_master_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "basic_amenities_master" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "basic_amenities_master_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_userId_propertyId_unique" UNIQUE("user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "kominka_features_master" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "kominka_features_master_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "pricing_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"mon_price" integer,
	"tue_price" integer,
	"wed_price" integer,
	"thu_price" integer,
	"fri_price" integer,
	"sat_price" integer,
	"sun_price" integer,
	"holiday_price" integer,
	"active_from" date NOT NULL,
	"active_to" date,
	"priority" integer DEFAULT 100 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"prefecture" text NOT NULL,
	"city" text NOT NULL,
	"address_line" text NOT NULL,
	"zipcode" text,
	"geo" "point",
	"built_year" integer,
	"kominka_grade" "kominka_grade",
	"max_guests" integer NOT NULL,
	"bedrooms" integer NOT NULL,
	"beds" integer NOT NULL,
	"bathrooms" integer NOT NULL,
	"floor_space_m_2" numeric(8, 2),
	"base_price_jpy" integer NOT NULL,
	"cleaning_fee_jpy" integer DEFAULT 0 NOT NULL,
	"security_deposit_jpy" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'JPY' NOT NULL,
	"status" "property_status" DEFAULT 'draft' NOT NULL,
	"checkin_from" text DEFAULT '15:00' NOT NULL,
	"checkout_until" text DEFAULT '11:00' NOT NULL,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"max_nights" integer DEFAULT 30 NOT NULL,
	"cancel_policy" "cancel_policy" DEFAULT 'moderate' NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"access_info" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_guests_positive" CHECK ("properties"."max_guests" >= 1),
	CONSTRAINT "properties_price_non_negative" CHECK ("properties"."base_price_jpy" >= 0 and "properties"."cleaning_fee_jpy" >= 0),
	CONSTRAINT "properties_nights_range" CHECK ("properties"."min_nights" >= 1 and "properties"."max_nights" >= "properties"."min_nights")
);
--> statement-breakpoint
CREATE TABLE "property_amenities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"amenity_id" uuid NOT NULL,
	CONSTRAINT "property_amenities_propertyId_amenityId_unique" UNIQUE("property_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "property_basic_amenities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"amenity_id" uuid NOT NULL,
	"value" text,
	"is_available" boolean DEFAULT true NOT NULL,
	"notes" text,
	CONSTRAINT "property_basic_amenities_propertyId_amenityId_unique" UNIQUE("property_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "property_calendar" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"date" date NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"price_override_jpy" integer,
	"min_nights_override" integer,
	"max_nights_override" integer,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"closed_to_departure" boolean DEFAULT false NOT NULL,
	"block_reason" text,
	"source" "calendar_source" DEFAULT 'manual' NOT NULL,
	"reserved_by_booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_calendar_propertyId_date_unique" UNIQUE("property_id","date")
);
--> statement-breakpoint
CREATE TABLE "property_features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"feature_id" uuid NOT NULL,
	CONSTRAINT "property_features_propertyId_featureId_unique" UNIQUE("property_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "property_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"caption" text,
	"is_cover" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_season_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"price_per_night_jpy" integer NOT NULL,
	"min_nights_override" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_range" CHECK ("property_season_prices"."date_to" >= "property_season_prices"."date_from")
);
--> statement-breakpoint
CREATE TABLE "booking_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"full_name" text NOT NULL,
	"full_name_kana" text,
	"email" text,
	"age" integer,
	"date_of_birth" date,
	"category" "guest_category" DEFAULT 'adult' NOT NULL,
	"phone" text,
	"address" text,
	"nationality" text,
	"special_needs" text,
	"stay_from" date,
	"stay_to" date
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"guest_user_id" uuid NOT NULL,
	"host_user_id" uuid NOT NULL,
	"checkin_date" date NOT NULL,
	"checkout_date" date NOT NULL,
	"nights" integer NOT NULL,
	"guests_adults" integer DEFAULT 1 NOT NULL,
	"guests_children" integer DEFAULT 0 NOT NULL,
	"guests_infants" integer DEFAULT 0 NOT NULL,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"pricing_snapshot_json" jsonb NOT NULL,
	"total_amount_jpy" integer NOT NULL,
	"currency" text DEFAULT 'JPY' NOT NULL,
	"payment_status" "payment_status" DEFAULT 'unpaid' NOT NULL,
	"cancel_policy" "cancel_policy" DEFAULT 'moderate' NOT NULL,
	"cancel_at" timestamp with time zone,
	"cancel_fee_jpy" integer DEFAULT 0 NOT NULL,
	"special_requests" text,
	"hold_expires_at" timestamp with time zone,
	"checkout_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_checkoutSessionId_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "bookings_dates_order" CHECK ("bookings"."checkout_date" > "bookings"."checkin_date"),
	CONSTRAINT "bookings_guests_positive" CHECK ("bookings"."guests_adults" >= 1)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider" "payment_provider" DEFAULT 'stripe' NOT NULL,
	"stripe_payment_intent_id" text,
	"provider_charge_id" text,
	"amount_jpy" integer NOT NULL,
	"status" "payment_status" DEFAULT 'unpaid' NOT NULL,
	"captured_at" timestamp with time zone,
	"receipt_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_stripePaymentIntentId_unique" UNIQUE("stripe_payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_user_id" uuid NOT NULL,
	"booking_id" uuid,
	"amount_jpy" integer NOT NULL,
	"fee_jpy" integer DEFAULT 0 NOT NULL,
	"net_amount_jpy" integer NOT NULL,
	"payout_method" "payout_method" DEFAULT 'bank' NOT NULL,
	"status" "payout_status" DEFAULT 'pending' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"failure_reason" text,
	"external_payout_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_jpy" integer NOT NULL,
	"reason" text,
	"provider_refund_id" text,
	"refunded_at" timestamp with time zone,
	"status" "payment_status" DEFAULT 'unpaid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payload_json" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"status" "webhook_status" DEFAULT 'pending' NOT NULL,
	"error_message" text,
	CONSTRAINT "webhook_events_provider_eventId_unique" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"reviewer_user_id" uuid NOT NULL,
	"reviewee_type" "reviewee_type" DEFAULT 'property' NOT NULL,
	"rating_overall" integer NOT NULL,
	"rating_cleanliness" integer,
	"rating_accuracy" integer,
	"rating_location" integer,
	"rating_value" integer,
	"rating_host" integer,
	"comment" text,
	"photo_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"host_reply" text,
	"host_replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_bookingId_revieweeType_unique" UNIQUE("booking_id","reviewee_type"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating_overall" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_type" "email_template_type" NOT NULL,
	"template_name" text NOT NULL,
	"subject" text NOT NULL,
	"html_content" text NOT NULL,
	"text_content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"inquiry_type" "inquiry_type" DEFAULT 'general' NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"status" "inquiry_status" DEFAULT 'open' NOT NULL,
	"assigned_admin_id" uuid,
	"response_content" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"from_user_id" uuid,
	"to_user_id" uuid,
	"message_type" text DEFAULT 'text' NOT NULL,
	"subject" text,
	"content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"attachments" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "host_profiles" ADD CONSTRAINT "host_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admin_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_admin_id_admin_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_amenities" ADD CONSTRAINT "property_amenities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_amenities" ADD CONSTRAINT "property_amenities_amenity_id_amenity_master_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenity_master"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_basic_amenities" ADD CONSTRAINT "property_basic_amenities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_basic_amenities" ADD CONSTRAINT "property_basic_amenities_amenity_id_basic_amenities_master_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."basic_amenities_master"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_calendar" ADD CONSTRAINT "property_calendar_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_features" ADD CONSTRAINT "property_features_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_features" ADD CONSTRAINT "property_features_feature_id_kominka_features_master_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."kominka_features_master"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_photos" ADD CONSTRAINT "property_photos_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_season_prices" ADD CONSTRAINT "property_season_prices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guest_user_id_users_id_fk" FOREIGN KEY ("guest_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assigned_admin_id_admin_accounts_id_fk" FOREIGN KEY ("assigned_admin_id") REFERENCES "public"."admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_sessions_user_id_index" ON "user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_sessions_expires_at_index" ON "user_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_id_index" ON "admin_sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "audit_logs_entity_type_entity_id_index" ON "audit_logs" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "pricing_rules_property_id_index" ON "pricing_rules" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "properties_status_prefecture_index" ON "properties" USING btree ("status","prefecture");--> statement-breakpoint
CREATE INDEX "properties_host_user_id_index" ON "properties" USING btree ("host_user_id");--> statement-breakpoint
CREATE INDEX "property_features_feature_id_index" ON "property_features" USING btree ("feature_id");--> statement-breakpoint
CREATE INDEX "property_photos_property_id_sort_order_index" ON "property_photos" USING btree ("property_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "property_photos_one_cover" ON "property_photos" USING btree ("property_id") WHERE "property_photos"."is_cover";--> statement-breakpoint
CREATE INDEX "property_season_prices_property_id_index" ON "property_season_prices" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "booking_guests_booking_id_index" ON "booking_guests" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_guest_user_id_index" ON "bookings" USING btree ("guest_user_id");--> statement-breakpoint
CREATE INDEX "bookings_host_user_id_index" ON "bookings" USING btree ("host_user_id");--> statement-breakpoint
CREATE INDEX "bookings_property_id_checkin_date_index" ON "bookings" USING btree ("property_id","checkin_date");--> statement-breakpoint
CREATE INDEX "payments_booking_id_index" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payouts_host_user_id_index" ON "payouts" USING btree ("host_user_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_id_index" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "reviews_property_id_index" ON "reviews" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "inquiries_status_index" ON "inquiries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "messages_booking_id_index" ON "messages" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "messages_to_user_id_index" ON "messages" USING btree ("to_user_id");