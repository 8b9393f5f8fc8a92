ALTER TABLE "portfolio_cash_transactions" ADD COLUMN "dividend_id" uuid;--> statement-breakpoint
ALTER TABLE "portfolio_cash_transactions" ADD COLUMN "shares" integer;--> statement-breakpoint
ALTER TABLE "portfolio_cash_transactions" ADD COLUMN "effective_date" date;--> statement-breakpoint
ALTER TABLE "portfolio_stock_transactions" ADD COLUMN "capital_change_id" uuid;--> statement-breakpoint
ALTER TABLE "portfolio_stock_transactions" ADD COLUMN "held_before" integer;--> statement-breakpoint
ALTER TABLE "portfolio_stock_transactions" ADD COLUMN "fraction_not_issued" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "settled_on" date;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "settled_version" integer;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "settled_events" text;--> statement-breakpoint
ALTER TABLE "portfolio_cash_transactions" ADD CONSTRAINT "portfolio_cash_transactions_dividend_id_dividends_id_fk" FOREIGN KEY ("dividend_id") REFERENCES "public"."dividends"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_stock_transactions" ADD CONSTRAINT "portfolio_stock_transactions_capital_change_id_capital_changes_id_fk" FOREIGN KEY ("capital_change_id") REFERENCES "public"."capital_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_cash_transactions_dividend_key" ON "portfolio_cash_transactions" USING btree ("portfolio_id","dividend_id") WHERE dividend_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_stock_transactions_capital_change_key" ON "portfolio_stock_transactions" USING btree ("portfolio_id","capital_change_id","transaction_type") WHERE capital_change_id IS NOT NULL;