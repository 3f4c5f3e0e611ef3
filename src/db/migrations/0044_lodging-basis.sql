CREATE TYPE "public"."lodging_regime" AS ENUM('minpaku', 'ryokan', 'tokku_minpaku');--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lodging_regime" "lodging_regime";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lodging_permit_number" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lodging_permit_date" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lodging_health_centre" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lodging_certificate_number" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lodging_document_key" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lodging_document_type" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "legal_basis_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "legal_basis_verified_by" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_legal_basis_verified_by_admin_accounts_id_fk" FOREIGN KEY ("legal_basis_verified_by") REFERENCES "public"."admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_lodging_regime_index" ON "properties" USING btree ("lodging_regime") WHERE "properties"."status" = 'published';