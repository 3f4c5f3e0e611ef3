CREATE TABLE "known_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"admin_id" uuid,
	"device_digest" text NOT NULL,
	"user_agent" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_one_owner" CHECK (("known_devices"."user_id" is null) <> ("known_devices"."admin_id" is null))
);
--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_admin_id_admin_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "known_devices_user_id_device_digest_index" ON "known_devices" USING btree ("user_id","device_digest");--> statement-breakpoint
CREATE UNIQUE INDEX "known_devices_admin_id_device_digest_index" ON "known_devices" USING btree ("admin_id","device_digest");--> statement-breakpoint
CREATE INDEX "known_devices_last_seen_at_index" ON "known_devices" USING btree ("last_seen_at");