CREATE TABLE "announcement_stocks" (
	"announcement_id" uuid NOT NULL,
	"stock_id" uuid NOT NULL,
	CONSTRAINT "announcement_stocks_announcement_id_stock_id_pk" PRIMARY KEY("announcement_id","stock_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"topic" text NOT NULL,
	"announcement_type" text NOT NULL,
	"market_id" uuid,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"content_ar" text NOT NULL,
	"content_en" text NOT NULL,
	"search_text" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"header_image" "bytea",
	"header_content_type" text,
	"header_updated_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_type" CHECK ("announcements"."announcement_type" in ('NEWS', 'EVENT')),
	CONSTRAINT "announcements_category" CHECK ("announcements"."category" in ('COMPANY', 'MARKET', 'FINANCIAL_ADVISOR'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"announcement_id" uuid,
	"stock_id" uuid,
	"type" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"date" date NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcement_stocks" ADD CONSTRAINT "announcement_stocks_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_stocks" ADD CONSTRAINT "announcement_stocks_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_stocks_stock" ON "announcement_stocks" USING btree ("stock_id","announcement_id");--> statement-breakpoint
CREATE INDEX "announcements_published" ON "announcements" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "announcements_category_published" ON "announcements" USING btree ("category","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "announcements_market_published" ON "announcements" USING btree ("market_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "announcements_search" ON "announcements" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "events_date" ON "events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "events_stock_date" ON "events" USING btree ("stock_id","date");--> statement-breakpoint
CREATE INDEX "events_announcement" ON "events" USING btree ("announcement_id");