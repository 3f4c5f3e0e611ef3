ALTER TABLE "admin_accounts" ADD COLUMN "enabled_at" timestamp with time zone;--> statement-breakpoint
-- Accounts enabled before the column existed: active ones, ones that ever signed in, and ones an admin enabled (audited).
UPDATE "admin_accounts" SET "enabled_at" = coalesce("last_login_at", "created_at")
WHERE "is_active" OR "last_login_at" IS NOT NULL
   OR EXISTS (SELECT 1 FROM "audit_logs" a WHERE a."entity_type" = 'admin_account' AND a."action" = 'activate' AND a."entity_id" = "admin_accounts"."id"::text);
--> statement-breakpoint
-- The e-mails' amounts now carry the yen sign (¥58,300, src/domain/display-format.ts): admins' edited templates drop the 円 they wrote after them.
UPDATE "email_templates" SET
  "subject" = regexp_replace("subject", '\{\{(totalAmount|cancelFee|refundAmount|netAmount)\}\}円', '{{\1}}', 'g'),
  "text_content" = regexp_replace("text_content", '\{\{(totalAmount|cancelFee|refundAmount|netAmount)\}\}円', '{{\1}}', 'g'),
  "html_content" = regexp_replace("html_content", '\{\{(totalAmount|cancelFee|refundAmount|netAmount)\}\}円', '{{\1}}', 'g');
