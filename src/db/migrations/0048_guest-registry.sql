CREATE TABLE "guest_registry_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"guest_index" integer NOT NULL,
	"full_name" text,
	"full_name_kana" text,
	"address" text,
	"occupation" text,
	"contact" text,
	"lives_in_japan" boolean DEFAULT true NOT NULL,
	"nationality" text,
	"passport_number" text,
	"passport_image_key" text,
	"submitted_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_registry_entries_booking_guest" UNIQUE("booking_id","guest_index"),
	CONSTRAINT "guest_registry_entries_index" CHECK ("guest_registry_entries"."guest_index" >= 0)
);
--> statement-breakpoint
ALTER TABLE "guest_registry_entries" ADD CONSTRAINT "guest_registry_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_registry_entries" ADD CONSTRAINT "guest_registry_entries_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;