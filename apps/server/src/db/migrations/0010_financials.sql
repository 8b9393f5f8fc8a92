CREATE TABLE "financial_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stock_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"period" text NOT NULL,
	"date" date NOT NULL,
	"attachment_type" text NOT NULL,
	"language" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_attachments_type" CHECK ("financial_attachments"."attachment_type" in ('FINANCIAL_STATEMENT', 'BOARD_REPORTS', 'INVESTOR_PRESENTATION')),
	CONSTRAINT "financial_attachments_language" CHECK ("financial_attachments"."language" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE TABLE "financial_books" (
	"stock_id" uuid PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_books_family" CHECK ("financial_books"."family" in ('ordinary', 'bank', 'insurance', 'reit'))
);
--> statement-breakpoint
CREATE TABLE "financial_statements" (
	"stock_id" uuid NOT NULL,
	"statement" text NOT NULL,
	"year" smallint NOT NULL,
	"period" text NOT NULL,
	"end_date" date NOT NULL,
	"values" jsonb NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "financial_statements_stock_id_statement_year_period_pk" PRIMARY KEY("stock_id","statement","year","period"),
	CONSTRAINT "financial_statements_statement" CHECK ("financial_statements"."statement" in ('income_statement', 'balance_sheet', 'cash_flow')),
	CONSTRAINT "financial_statements_period" CHECK ("financial_statements"."period" in ('ANNUAL', 'H1', 'H2', 'Q1', 'Q2', 'Q3', 'Q4'))
);
--> statement-breakpoint
CREATE TABLE "stock_indicators" (
	"stock_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"period" text NOT NULL,
	"end_date" date NOT NULL,
	"price" numeric(14, 4),
	"price_date" date,
	"values" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_indicators_stock_id_year_period_pk" PRIMARY KEY("stock_id","year","period"),
	CONSTRAINT "stock_indicators_period" CHECK ("stock_indicators"."period" in ('ANNUAL', 'H1', 'H2', 'Q1', 'Q2', 'Q3', 'Q4', 'CURRENT'))
);
--> statement-breakpoint
ALTER TABLE "financial_attachments" ADD CONSTRAINT "financial_attachments_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_books" ADD CONSTRAINT "financial_books_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_statements" ADD CONSTRAINT "financial_statements_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_indicators" ADD CONSTRAINT "stock_indicators_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "financial_attachments_slot" ON "financial_attachments" USING btree ("stock_id","year","period","attachment_type","language");--> statement-breakpoint
CREATE INDEX "financial_attachments_stock" ON "financial_attachments" USING btree ("stock_id","date");