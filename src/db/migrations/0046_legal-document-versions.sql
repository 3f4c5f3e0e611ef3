CREATE TABLE "legal_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"effective_date" date NOT NULL,
	"created_by_admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_document_versions" ADD CONSTRAINT "legal_document_versions_created_by_admin_id_admin_accounts_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_document_versions_kind_effective" ON "legal_document_versions" USING btree ("kind","effective_date" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
-- A new version of a legal page changes what the rendered pages show (the footer's links and the page itself): the kept pages are renewed (migration 0014).
CREATE CONSTRAINT TRIGGER "legal_document_versions_public_pages" AFTER INSERT OR UPDATE OR DELETE ON "legal_document_versions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_pages_version"();
