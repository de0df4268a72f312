ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "foundation" ADD COLUMN "theme_color" text;--> statement-breakpoint
ALTER TABLE "foundation" ADD COLUMN "features" jsonb DEFAULT '{}'::jsonb NOT NULL;