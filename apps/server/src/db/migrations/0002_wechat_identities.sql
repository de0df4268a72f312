ALTER TABLE "users" ADD COLUMN "wechat_open_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mini_open_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wechat_open_id_unique" UNIQUE("wechat_open_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mini_open_id_unique" UNIQUE("mini_open_id");