-- Every price a part has had (issue 42, decision 092); each part starts with its current price, dated when it was added.
CREATE TABLE "part_prices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "part_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"part_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "part_prices" ADD CONSTRAINT "part_prices_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_prices_part_at_idx" ON "part_prices" USING btree ("part_id","at");--> statement-breakpoint
INSERT INTO "part_prices" ("part_id", "price_cents", "at") SELECT "id", "price_cents", "created_at" FROM "parts" ORDER BY "seq";
