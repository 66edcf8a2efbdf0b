-- Issue 41: search reaches a model number's parts ("RTX4070" is also "rtx 4070", "7800X3D" also
-- "7800 x 3 d") and the capacities parts are sold by ("32gb" for a 2x16 GB kit). drizzle-kit makes
-- the columns again, which drops their GIN indexes: they are made again by hand at the end.
ALTER TABLE "parts" drop column "search";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace("name" || ' ' || regexp_replace(regexp_replace("name", '([[:alpha:]])([[:digit:]])', '\1 \2', 'g'), '([[:digit:]])([[:alpha:]])', '\1 \2', 'g'), '[^[:alnum:]]+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "parts" drop column "words";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace("name" || ' ' || regexp_replace(regexp_replace("name", '([[:alpha:]])([[:digit:]])', '\1 \2', 'g'), '([[:digit:]])([[:alpha:]])', '\1 \2', 'g') || ' ' || coalesce(case "category"
  when 'ram' then (("specs"->>'modules')::int * ("specs"->>'moduleGb')::int)::text || 'gb'
  when 'graphics-card' then ("specs"->>'memoryGb') || 'gb'
  when 'ssd' then ("specs"->>'capacityGb') || 'gb ' || case when ("specs"->>'capacityGb')::int % 1000 = 0 then (("specs"->>'capacityGb')::int / 1000)::text || 'tb' else '' end
end, '') || ' ' || regexp_replace(coalesce(case "category"
  when 'ram' then (("specs"->>'modules')::int * ("specs"->>'moduleGb')::int)::text || 'gb'
  when 'graphics-card' then ("specs"->>'memoryGb') || 'gb'
  when 'ssd' then ("specs"->>'capacityGb') || 'gb ' || case when ("specs"->>'capacityGb')::int % 1000 = 0 then (("specs"->>'capacityGb')::int / 1000)::text || 'tb' else '' end
end, ''), '([[:digit:]])([[:alpha:]])', '\1 \2', 'g') || ' ' || "description" || ' ' || jsonb_path_query_array("specs", 'strict $.** ? (@.type() == "string" || @.type() == "number")')::text, '[^[:alnum:]]+', ' ', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "parts_search_idx" ON "parts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "parts_words_idx" ON "parts" USING gin ("words");
