-- Issue 42: part identity (brand, MPN, GTIN, SKU unique among live parts; decision 089) in `words`, whose GIN index drizzle-kit drops with it and is made again at the end.
ALTER TABLE "parts" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "mpn" text;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "gtin" text;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "parts" drop column "words";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace("name" || ' ' || regexp_replace(regexp_replace("name", '([[:alpha:]])([[:digit:]])', '\1 \2', 'g'), '([[:digit:]])([[:alpha:]])', '\1 \2', 'g') || ' ' || coalesce(case "category"
  when 'ram' then (("specs"->>'modules')::int * ("specs"->>'moduleGb')::int)::text || 'gb'
  when 'graphics-card' then ("specs"->>'memoryGb') || 'gb'
  when 'ssd' then ("specs"->>'capacityGb') || 'gb ' || case when ("specs"->>'capacityGb')::int % 1000 = 0 then (("specs"->>'capacityGb')::int / 1000)::text || 'tb' else '' end
end, '') || ' ' || regexp_replace(coalesce(case "category"
  when 'ram' then (("specs"->>'modules')::int * ("specs"->>'moduleGb')::int)::text || 'gb'
  when 'graphics-card' then ("specs"->>'memoryGb') || 'gb'
  when 'ssd' then ("specs"->>'capacityGb') || 'gb ' || case when ("specs"->>'capacityGb')::int % 1000 = 0 then (("specs"->>'capacityGb')::int / 1000)::text || 'tb' else '' end
end, ''), '([[:digit:]])([[:alpha:]])', '\1 \2', 'g') || ' ' || "description" || ' ' || coalesce("brand", '') || ' ' || coalesce("mpn", '') || ' ' || coalesce("sku", '') || ' ' || coalesce("gtin", '') || ' ' || jsonb_path_query_array("specs", 'strict $.** ? (@.type() == "string" || @.type() == "number")')::text, '[^[:alnum:]]+', ' ', 'g'))) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "parts_live_sku_idx" ON "parts" USING btree (lower("sku")) WHERE "parts"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "parts_words_idx" ON "parts" USING gin ("words");