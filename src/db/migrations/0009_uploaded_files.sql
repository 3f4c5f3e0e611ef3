CREATE TABLE "uploaded_files" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_id" uuid,
	"bytes" integer NOT NULL,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_files_user_id_created_at_index" ON "uploaded_files" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "uploaded_files_unattached" ON "uploaded_files" USING btree ("created_at") WHERE "uploaded_files"."attached_at" is null;