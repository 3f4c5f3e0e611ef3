ALTER TYPE "public"."property_status" ADD VALUE 'in_review' BEFORE 'private';--> statement-breakpoint
CREATE TABLE "property_ical_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"conflicts" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_ical_imports_propertyId_url_unique" UNIQUE("property_id","url")
);
--> statement-breakpoint
ALTER TABLE "host_profiles" ADD COLUMN "languages" text[] DEFAULT '{ja}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "host_profiles" ADD COLUMN "kyc_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "host_profiles" ADD COLUMN "kyc_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "host_profiles" ADD COLUMN "front_image_key" text;--> statement-breakpoint
ALTER TABLE "host_profiles" ADD COLUMN "back_image_key" text;--> statement-breakpoint
ALTER TABLE "host_profiles" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "host_profiles" ADD COLUMN "branch_code" text;--> statement-breakpoint
ALTER TABLE "host_profiles" ADD COLUMN "account_number_cipher" text;--> statement-breakpoint
ALTER TABLE "host_profiles" ADD COLUMN "account_number_last3" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lodging_notification_number" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "status_before_suspension" "property_status";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ical_export_token" text;--> statement-breakpoint
ALTER TABLE "property_calendar" ADD COLUMN "ical_import_id" uuid;--> statement-breakpoint
ALTER TABLE "property_photos" ADD COLUMN "variants" jsonb;--> statement-breakpoint
ALTER TABLE "property_photos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "property_photos" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "property_ical_imports" ADD CONSTRAINT "property_ical_imports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_ical_imports_property_id_index" ON "property_ical_imports" USING btree ("property_id");--> statement-breakpoint
ALTER TABLE "property_calendar" ADD CONSTRAINT "property_calendar_ical_import_id_property_ical_imports_id_fk" FOREIGN KEY ("ical_import_id") REFERENCES "public"."property_ical_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_icalExportToken_unique" UNIQUE("ical_export_token");