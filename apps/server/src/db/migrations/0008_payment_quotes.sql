CREATE TABLE "payment_quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"package_price_id" uuid NOT NULL,
	"promo_code_id" uuid,
	"price" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"credit" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"subscription_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_quotes" ADD CONSTRAINT "payment_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_quotes" ADD CONSTRAINT "payment_quotes_package_price_id_package_prices_id_fk" FOREIGN KEY ("package_price_id") REFERENCES "public"."package_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_quotes" ADD CONSTRAINT "payment_quotes_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_quotes_expires_idx" ON "payment_quotes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_key" ON "invoices" USING btree ("payment_id") WHERE payment_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("created_at") WHERE subscription_id IS NULL;