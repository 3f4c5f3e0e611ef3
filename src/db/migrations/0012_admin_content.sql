ALTER TABLE "email_templates" ALTER COLUMN "template_type" SET DATA TYPE text;--> statement-breakpoint
CREATE INDEX "audit_logs_created_at_id_index" ON "audit_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_created_at_id_index" ON "inquiries" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_templateType_unique" UNIQUE("template_type");--> statement-breakpoint
DROP TYPE "public"."email_template_type";