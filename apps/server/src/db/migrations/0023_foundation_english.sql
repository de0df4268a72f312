ALTER TABLE "foundation" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "foundation" ADD COLUMN "agree_title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "foundation" ADD COLUMN "agree_content_en" text DEFAULT '' NOT NULL;