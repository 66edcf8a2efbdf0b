ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- One review per account (decision 023): an account that posted several keeps its newest.
DELETE FROM "reviews" AS "older" USING "reviews" AS "newer" WHERE "older"."user_id" = "newer"."user_id" AND "older"."seq" < "newer"."seq";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_id_idx" ON "reviews" USING btree ("user_id");
