CREATE TABLE "portfolio_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"rows" integer NOT NULL,
	"buys" integer NOT NULL,
	"sells" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "portfolio_cash_transactions" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "portfolio_stock_transactions" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "portfolio_imports" ADD CONSTRAINT "portfolio_imports_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_imports_portfolio_idx" ON "portfolio_imports" USING btree ("portfolio_id","created_at");--> statement-breakpoint
ALTER TABLE "portfolio_cash_transactions" ADD CONSTRAINT "portfolio_cash_transactions_import_id_portfolio_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."portfolio_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_stock_transactions" ADD CONSTRAINT "portfolio_stock_transactions_import_id_portfolio_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."portfolio_imports"("id") ON DELETE set null ON UPDATE no action;