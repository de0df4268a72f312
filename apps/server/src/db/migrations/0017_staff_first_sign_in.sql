ALTER TABLE "staff" ADD COLUMN "totp_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "last_sign_in_ip" text;--> statement-breakpoint
-- Accounts made before this migration have been signing in with their authenticator: it is proven.
UPDATE "staff" SET "totp_confirmed_at" = "created_at";
