-- Issue 41: the shop's list by rating. A part's average rating in hundredths, kept by the database
-- from the counts the reviews module writes, in an index with the review count and listing order.
ALTER TABLE "parts" ADD COLUMN "rating_rank" integer GENERATED ALWAYS AS (case when "review_count" > 0 then "rating_total" * 100 / "review_count" else 0 end) STORED;--> statement-breakpoint
CREATE INDEX "parts_live_rating_idx" ON "parts" USING btree ("rating_rank","review_count","seq") WHERE "parts"."archived_at" is null;