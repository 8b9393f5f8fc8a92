CREATE TABLE "market_day_overrides" (
	"market_id" uuid NOT NULL,
	"date" date NOT NULL,
	"is_open" boolean NOT NULL,
	"session_start" time,
	"session_end" time,
	CONSTRAINT "market_day_overrides_market_id_date_pk" PRIMARY KEY("market_id","date")
);
--> statement-breakpoint
CREATE TABLE "trading_holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_nav_points" (
	"fund_id" uuid NOT NULL,
	"valuation_date" date NOT NULL,
	"nav_per_unit" numeric(14, 4) NOT NULL,
	"assets_under_management" numeric(20, 2) NOT NULL,
	CONSTRAINT "fund_nav_points_fund_id_valuation_date_pk" PRIMARY KEY("fund_id","valuation_date")
);
--> statement-breakpoint
CREATE TABLE "mutual_funds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"manager_ar" text NOT NULL,
	"manager_en" text NOT NULL,
	"search_text" text NOT NULL,
	"shariah_compliant" boolean NOT NULL,
	"currency" text NOT NULL,
	"category" text NOT NULL,
	"objective_ar" text NOT NULL,
	"objective_en" text NOT NULL,
	"management_fees" numeric(6, 2) NOT NULL,
	"subscription_fees" numeric(6, 2) NOT NULL,
	"min_subscription" numeric(14, 2) NOT NULL,
	"risk_level" text NOT NULL,
	"valuation_days" text NOT NULL,
	"inception_date" date NOT NULL,
	CONSTRAINT "mutual_funds_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"index_name_ar" text NOT NULL,
	"index_name_en" text NOT NULL,
	"color" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"price_limit" numeric(5, 4) NOT NULL,
	"session_start" time DEFAULT '10:00' NOT NULL,
	"session_end" time DEFAULT '15:00' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markets_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "index_intraday_points" (
	"market_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"volume" bigint NOT NULL,
	"traded_value" numeric(20, 2) NOT NULL,
	CONSTRAINT "index_intraday_points_market_id_at_pk" PRIMARY KEY("market_id","at")
);
--> statement-breakpoint
CREATE TABLE "index_points" (
	"market_id" uuid NOT NULL,
	"trade_date" date NOT NULL,
	"open" numeric(14, 2) NOT NULL,
	"high" numeric(14, 2) NOT NULL,
	"low" numeric(14, 2) NOT NULL,
	"close" numeric(14, 2) NOT NULL,
	"prev_close" numeric(14, 2) NOT NULL,
	"volume" bigint NOT NULL,
	"value" numeric(20, 2) NOT NULL,
	"trades" integer NOT NULL,
	CONSTRAINT "index_points_market_id_trade_date_pk" PRIMARY KEY("market_id","trade_date")
);
--> statement-breakpoint
CREATE TABLE "stock_intraday_points" (
	"stock_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"volume" bigint NOT NULL,
	"value" numeric(20, 2) NOT NULL,
	CONSTRAINT "stock_intraday_points_stock_id_at_pk" PRIMARY KEY("stock_id","at")
);
--> statement-breakpoint
CREATE TABLE "stock_price_points" (
	"stock_id" uuid NOT NULL,
	"trade_date" date NOT NULL,
	"open" numeric(14, 2) NOT NULL,
	"high" numeric(14, 2) NOT NULL,
	"low" numeric(14, 2) NOT NULL,
	"close" numeric(14, 2) NOT NULL,
	"prev_close" numeric(14, 2) NOT NULL,
	"volume" bigint NOT NULL,
	"value" numeric(20, 2) NOT NULL,
	"trades" integer NOT NULL,
	CONSTRAINT "stock_price_points_stock_id_trade_date_pk" PRIMARY KEY("stock_id","trade_date")
);
--> statement-breakpoint
CREATE TABLE "market_quotes" (
	"market_id" uuid PRIMARY KEY NOT NULL,
	"trade_date" date NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"open" numeric(14, 2) NOT NULL,
	"high" numeric(14, 2) NOT NULL,
	"low" numeric(14, 2) NOT NULL,
	"prev_close" numeric(14, 2) NOT NULL,
	"volume" bigint NOT NULL,
	"traded_value" numeric(20, 2) NOT NULL,
	"trades" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_quotes" (
	"stock_id" uuid PRIMARY KEY NOT NULL,
	"trade_date" date NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"open" numeric(14, 2) NOT NULL,
	"high" numeric(14, 2) NOT NULL,
	"low" numeric(14, 2) NOT NULL,
	"prev_close" numeric(14, 2) NOT NULL,
	"volume" bigint NOT NULL,
	"value" numeric(20, 2) NOT NULL,
	"trades" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_today_points" (
	"stock_id" uuid PRIMARY KEY NOT NULL,
	"trade_date" date NOT NULL,
	"close" numeric(14, 2) NOT NULL,
	"change_value" numeric(14, 2) NOT NULL,
	"change_ratio" numeric(10, 2) NOT NULL,
	"trade_volume" bigint NOT NULL,
	"trade_value" numeric(20, 2) NOT NULL,
	"trade_count" integer NOT NULL,
	"return_last_week" numeric(10, 2),
	"return_value_last_week" numeric(14, 2),
	"return_last_month" numeric(10, 2),
	"return_value_last_month" numeric(14, 2),
	"return_last_year" numeric(10, 2),
	"return_value_last_year" numeric(14, 2),
	"fifty_two_week_high" numeric(14, 2) NOT NULL,
	"fifty_two_week_low" numeric(14, 2) NOT NULL,
	"market_cap" numeric(22, 2) NOT NULL,
	"eps_ttm" numeric(14, 4),
	"price_to_earnings" numeric(14, 2),
	"book_value_per_share" numeric(14, 4),
	"price_to_book" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"parent_id" uuid,
	"level" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sectors_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "stock_fundamentals" (
	"stock_id" uuid PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"eps_ttm" numeric(14, 4),
	"book_value_per_share" numeric(14, 4)
);
--> statement-breakpoint
CREATE TABLE "stocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"symbol_code" text NOT NULL,
	"company_name_ar" text NOT NULL,
	"company_name_en" text NOT NULL,
	"short_name_ar" text NOT NULL,
	"short_name_en" text NOT NULL,
	"search_text" text NOT NULL,
	"logo" text,
	"market_id" uuid NOT NULL,
	"sector_id" uuid NOT NULL,
	"listing_date" date,
	"shares_outstanding" bigint NOT NULL,
	"free_float_ratio" numeric(6, 4) NOT NULL,
	"nominal_value" numeric(12, 2) DEFAULT '10' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stocks_symbol_code_unique" UNIQUE("symbol_code")
);
--> statement-breakpoint
ALTER TABLE "market_day_overrides" ADD CONSTRAINT "market_day_overrides_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_nav_points" ADD CONSTRAINT "fund_nav_points_fund_id_mutual_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."mutual_funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_intraday_points" ADD CONSTRAINT "index_intraday_points_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_points" ADD CONSTRAINT "index_points_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_intraday_points" ADD CONSTRAINT "stock_intraday_points_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_price_points" ADD CONSTRAINT "stock_price_points_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_quotes" ADD CONSTRAINT "market_quotes_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_quotes" ADD CONSTRAINT "stock_quotes_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_today_points" ADD CONSTRAINT "stock_today_points_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sectors" ADD CONSTRAINT "sectors_parent_id_sectors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sectors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_fundamentals" ADD CONSTRAINT "stock_fundamentals_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mutual_funds_manager_idx" ON "mutual_funds" USING btree ("manager_en");--> statement-breakpoint
CREATE INDEX "index_intraday_at_idx" ON "index_intraday_points" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sectors_parent_idx" ON "sectors" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "stocks_market_idx" ON "stocks" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "stocks_sector_idx" ON "stocks" USING btree ("sector_id");