CREATE TABLE "part_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "part_reviews_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"part_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_reviews_seq_unique" UNIQUE("seq"),
	CONSTRAINT "part_reviews_rating_range" CHECK ("part_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "part_reviews" ADD CONSTRAINT "part_reviews_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_reviews" ADD CONSTRAINT "part_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "part_reviews_part_user_idx" ON "part_reviews" USING btree ("part_id","user_id");--> statement-breakpoint
CREATE INDEX "part_reviews_shown_idx" ON "part_reviews" USING btree ("part_id","seq") WHERE "part_reviews"."hidden_at" is null and "part_reviews"."deleted_at" is null;