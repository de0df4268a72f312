CREATE TABLE "wechat_tokens" (
	"app_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshing_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_tokens_app_id_kind_pk" PRIMARY KEY("app_id","kind"),
	CONSTRAINT "wechat_tokens_kind_check" CHECK ("wechat_tokens"."kind" in ('access_token', 'jsapi_ticket'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wechat_union_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wechat_union_id_unique" UNIQUE("wechat_union_id");