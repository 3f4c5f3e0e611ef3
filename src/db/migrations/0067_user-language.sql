ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'ja' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "subject_en" text;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "html_content_en" text;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "text_content_en" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" in ('ja', 'en'));