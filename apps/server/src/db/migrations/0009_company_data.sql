CREATE TABLE "board_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stock_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"position" text NOT NULL,
	"shares" bigint NOT NULL,
	"percentage" numeric(12, 6) NOT NULL,
	"prev_percentage" numeric(12, 6),
	"date" date NOT NULL,
	"is_current" boolean NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capital_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stock_id" uuid NOT NULL,
	"type" text NOT NULL,
	"announcement_date" date NOT NULL,
	"effective_date" date NOT NULL,
	"shares_before" bigint NOT NULL,
	"shares_after" bigint NOT NULL,
	"offer_price" numeric(12, 2),
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dividends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stock_id" uuid NOT NULL,
	"amount" numeric(12, 4) NOT NULL,
	"announcement_date" date NOT NULL,
	"due_date" date NOT NULL,
	"distribution_date" date,
	"way" text NOT NULL,
	"year" smallint NOT NULL,
	"period" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shareholder_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stock_id" uuid NOT NULL,
	"holder_id" uuid NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"type" text NOT NULL,
	"shares" bigint NOT NULL,
	"percentage" numeric(9, 4) NOT NULL,
	"prev_percentage" numeric(9, 4),
	"comment_ar" text,
	"comment_en" text,
	"is_shareholder" boolean NOT NULL,
	"date" date NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shariah_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stock_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"date" date NOT NULL,
	"cleaning_amount" numeric(12, 6),
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_annual_earnings" (
	"stock_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"eps" numeric(14, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_logos" (
	"stock_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_profiles" (
	"stock_id" uuid PRIMARY KEY NOT NULL,
	"information_ar" text NOT NULL,
	"information_en" text NOT NULL,
	"restrictions_ar" text NOT NULL,
	"restrictions_en" text NOT NULL,
	"website" text,
	"email" text,
	"phone" text,
	"address_ar" text,
	"address_en" text,
	"contributed_capital" numeric(20, 2) NOT NULL,
	"paid_value" numeric(12, 2) NOT NULL,
	"establishment_date" date,
	"fy_end_month" smallint DEFAULT 12 NOT NULL,
	"fy_end_day" smallint DEFAULT 31 NOT NULL,
	"auditors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"isin" text NOT NULL,
	"employees" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_records" ADD CONSTRAINT "board_records_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_changes" ADD CONSTRAINT "capital_changes_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividends" ADD CONSTRAINT "dividends_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shareholder_records" ADD CONSTRAINT "shareholder_records_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shariah_records" ADD CONSTRAINT "shariah_records_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_annual_earnings" ADD CONSTRAINT "stock_annual_earnings_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_logos" ADD CONSTRAINT "stock_logos_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_profiles" ADD CONSTRAINT "stock_profiles_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_records_stock_idx" ON "board_records" USING btree ("stock_id","is_current","date");--> statement-breakpoint
CREATE INDEX "capital_changes_stock_idx" ON "capital_changes" USING btree ("stock_id","effective_date");--> statement-breakpoint
CREATE INDEX "dividends_stock_due_idx" ON "dividends" USING btree ("stock_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "dividends_stock_year_period" ON "dividends" USING btree ("stock_id","year","period");--> statement-breakpoint
CREATE INDEX "shareholder_records_stock_idx" ON "shareholder_records" USING btree ("stock_id","is_shareholder","date");--> statement-breakpoint
CREATE UNIQUE INDEX "shariah_records_stock_provider_date" ON "shariah_records" USING btree ("stock_id","provider","date");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_annual_earnings_pk" ON "stock_annual_earnings" USING btree ("stock_id","year");