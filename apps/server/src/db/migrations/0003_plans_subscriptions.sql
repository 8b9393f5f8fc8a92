CREATE TABLE "package_features" (
	"package_id" uuid NOT NULL,
	"sort_order" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"is_included" boolean NOT NULL,
	CONSTRAINT "package_features_package_id_sort_order_pk" PRIMARY KEY("package_id","sort_order")
);
--> statement-breakpoint
CREATE TABLE "package_permissions" (
	"package_id" uuid NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "package_permissions_package_id_permission_pk" PRIMARY KEY("package_id","permission")
);
--> statement-breakpoint
CREATE TABLE "package_prices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"package_id" uuid NOT NULL,
	"period" text NOT NULL,
	"price" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"contact_email" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "packages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"package_price_id" uuid NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"amount_paid" integer DEFAULT 0 NOT NULL,
	"previous_package_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_features" ADD CONSTRAINT "package_features_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_permissions" ADD CONSTRAINT "package_permissions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_prices" ADD CONSTRAINT "package_prices_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_price_id_package_prices_id_fk" FOREIGN KEY ("package_price_id") REFERENCES "public"."package_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_previous_package_id_packages_id_fk" FOREIGN KEY ("previous_package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "package_prices_package_period_key" ON "package_prices" USING btree ("package_id","period");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active_key" ON "subscriptions" USING btree ("user_id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "subscriptions_ending_idx" ON "subscriptions" USING btree ("ended_at") WHERE status = 'ACTIVE';--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "plan";