CREATE TABLE "capital_expectation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expectation_id" uuid NOT NULL,
	"language" text NOT NULL,
	"body" "bytea",
	"content_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capital_expectation_reports_language_check" CHECK ("capital_expectation_reports"."language" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE TABLE "capital_expectations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stock_id" uuid NOT NULL,
	"research_firm_id" uuid NOT NULL,
	"rating_date" date NOT NULL,
	"prev_rating" text,
	"rating" text NOT NULL,
	"rating_price" numeric(14, 2) NOT NULL,
	"target_price" numeric(14, 2) NOT NULL,
	"change_value" numeric(14, 2) NOT NULL,
	"change_ratio" numeric(10, 2) NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capital_expectations_rating" CHECK ("capital_expectations"."rating" in ('BUYING', 'SELLING', 'NEUTRAL', 'RETENTION', 'REVIEW', 'COVERAGE_START', 'INCREASE_POSITIONS', 'DECREASE_POSITIONS', 'GATHERING')),
	CONSTRAINT "capital_expectations_prev_rating" CHECK ("capital_expectations"."prev_rating" is null or "capital_expectations"."prev_rating" in ('BUYING', 'SELLING', 'NEUTRAL', 'RETENTION', 'REVIEW', 'COVERAGE_START', 'INCREASE_POSITIONS', 'DECREASE_POSITIONS', 'GATHERING')),
	CONSTRAINT "capital_expectations_prices" CHECK ("capital_expectations"."rating_price" > 0 and "capital_expectations"."target_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "research_firms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"logo" "bytea",
	"logo_content_type" text,
	"logo_updated_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capital_expectation_reports" ADD CONSTRAINT "capital_expectation_reports_expectation_id_capital_expectations_id_fk" FOREIGN KEY ("expectation_id") REFERENCES "public"."capital_expectations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_expectations" ADD CONSTRAINT "capital_expectations_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_expectations" ADD CONSTRAINT "capital_expectations_research_firm_id_research_firms_id_fk" FOREIGN KEY ("research_firm_id") REFERENCES "public"."research_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capital_expectation_reports_language" ON "capital_expectation_reports" USING btree ("expectation_id","language");--> statement-breakpoint
CREATE INDEX "capital_expectations_date" ON "capital_expectations" USING btree ("rating_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "capital_expectations_stock_date" ON "capital_expectations" USING btree ("stock_id","rating_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "capital_expectations_firm_date" ON "capital_expectations" USING btree ("research_firm_id","rating_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "capital_expectations_rating_date" ON "capital_expectations" USING btree ("rating","rating_date" DESC NULLS LAST);