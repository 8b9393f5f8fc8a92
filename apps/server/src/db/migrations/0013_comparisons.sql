CREATE TABLE "favorite_comparisons" (
	"user_id" uuid NOT NULL,
	"indicator_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_comparisons_user_id_indicator_key_pk" PRIMARY KEY("user_id","indicator_key")
);
--> statement-breakpoint
ALTER TABLE "favorite_comparisons" ADD CONSTRAINT "favorite_comparisons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;