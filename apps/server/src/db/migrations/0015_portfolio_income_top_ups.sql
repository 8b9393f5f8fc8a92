DROP INDEX "portfolio_cash_transactions_dividend_key";--> statement-breakpoint
DROP INDEX "portfolio_stock_transactions_capital_change_key";--> statement-breakpoint
CREATE INDEX "portfolio_cash_transactions_dividend_idx" ON "portfolio_cash_transactions" USING btree ("portfolio_id","dividend_id") WHERE dividend_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "portfolio_stock_transactions_capital_change_idx" ON "portfolio_stock_transactions" USING btree ("portfolio_id","capital_change_id") WHERE capital_change_id IS NOT NULL;