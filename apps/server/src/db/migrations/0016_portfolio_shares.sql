CREATE TABLE "portfolio_shares" (
	"token" text PRIMARY KEY NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "portfolio_shares" ADD CONSTRAINT "portfolio_shares_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_shares_live_key" ON "portfolio_shares" USING btree ("portfolio_id") WHERE revoked_at IS NULL;--> statement-breakpoint
CREATE INDEX "portfolio_shares_portfolio_idx" ON "portfolio_shares" USING btree ("portfolio_id");