CREATE TABLE "fund_favorites" (
	"user_id" uuid NOT NULL,
	"fund_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_favorites_user_id_fund_id_pk" PRIMARY KEY("user_id","fund_id")
);
--> statement-breakpoint
CREATE TABLE "stock_favorites" (
	"user_id" uuid NOT NULL,
	"stock_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_favorites_user_id_stock_id_pk" PRIMARY KEY("user_id","stock_id")
);
--> statement-breakpoint
ALTER TABLE "fund_favorites" ADD CONSTRAINT "fund_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_favorites" ADD CONSTRAINT "fund_favorites_fund_id_mutual_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."mutual_funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_favorites" ADD CONSTRAINT "stock_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_favorites" ADD CONSTRAINT "stock_favorites_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_favorites_user_created_idx" ON "stock_favorites" USING btree ("user_id","created_at");