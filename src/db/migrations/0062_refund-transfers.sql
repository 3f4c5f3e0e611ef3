CREATE TYPE "public"."refund_transfer_status" AS ENUM('awaiting_account', 'pending_transfer', 'transferred');--> statement-breakpoint
CREATE TABLE "refund_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_jpy" integer NOT NULL,
	"status" "refund_transfer_status" DEFAULT 'awaiting_account' NOT NULL,
	"bank_code" text,
	"bank_name" text,
	"branch_code" text,
	"branch_name" text,
	"account_type" text,
	"account_number_cipher" text,
	"account_number_last3" text,
	"account_holder_cipher" text,
	"account_given_at" timestamp with time zone,
	"transferred_at" timestamp with time zone,
	"transferred_by_admin_id" uuid,
	"account_erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_transfers_refundId_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
ALTER TABLE "refund_transfers" ADD CONSTRAINT "refund_transfers_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_transfers" ADD CONSTRAINT "refund_transfers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_transfers" ADD CONSTRAINT "refund_transfers_transferred_by_admin_id_admin_accounts_id_fk" FOREIGN KEY ("transferred_by_admin_id") REFERENCES "public"."admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_transfers_booking_id_index" ON "refund_transfers" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refund_transfers_status_created" ON "refund_transfers" USING btree ("status","created_at","id");