ALTER TABLE "host_profiles" DROP COLUMN "front_image_url";--> statement-breakpoint
ALTER TABLE "host_profiles" DROP COLUMN "back_image_url";--> statement-breakpoint
ALTER TABLE "host_profiles" DROP COLUMN "account_number";