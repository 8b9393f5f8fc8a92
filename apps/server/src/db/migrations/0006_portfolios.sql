CREATE TABLE "portfolio_cash_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "portfolio_cash_transactions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"portfolio_id" uuid NOT NULL,
	"operation_type" text NOT NULL,
	"previous_cash_value" numeric(18, 2) NOT NULL,
	"cash_value" numeric(18, 2) NOT NULL,
	"stock_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_cash_not_negative" CHECK (cash_value >= 0)
);
--> statement-breakpoint
CREATE TABLE "portfolio_favorite_columns" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"columns" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_stock_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "portfolio_stock_transactions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"portfolio_id" uuid NOT NULL,
	"stock_id" uuid NOT NULL,
	"transaction_type" text NOT NULL,
	"shares" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"cost" numeric(20, 2) NOT NULL,
	"buying_date" date,
	"cash_flow" boolean NOT NULL,
	"is_downgrade_sale" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_stock_shares_positive" CHECK (shares > 0)
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'STANDARD' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_cash_transactions" ADD CONSTRAINT "portfolio_cash_transactions_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_cash_transactions" ADD CONSTRAINT "portfolio_cash_transactions_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_favorite_columns" ADD CONSTRAINT "portfolio_favorite_columns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_stock_transactions" ADD CONSTRAINT "portfolio_stock_transactions_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_stock_transactions" ADD CONSTRAINT "portfolio_stock_transactions_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_cash_transactions_portfolio_idx" ON "portfolio_cash_transactions" USING btree ("portfolio_id","seq");--> statement-breakpoint
CREATE INDEX "portfolio_stock_transactions_portfolio_idx" ON "portfolio_stock_transactions" USING btree ("portfolio_id","seq");--> statement-breakpoint
CREATE INDEX "portfolios_user_idx" ON "portfolios" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolios_one_default_key" ON "portfolios" USING btree ("user_id") WHERE is_default;