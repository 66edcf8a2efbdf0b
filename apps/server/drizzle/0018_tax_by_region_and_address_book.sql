-- Issue 41. Tax rates by region: a rate of a US state, a Canadian province or an Australian state
-- wins over its country's (region '' is the whole country), each rate named for the checkout, and
-- an order keeps the name and rate it was charged. Address books: a customer's saved addresses,
-- started from the address each customer's orders last went to.
ALTER TABLE "tax_rates" ADD COLUMN "region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "name" text;--> statement-breakpoint
UPDATE "tax_rates" SET "name" = CASE
  WHEN "country" = 'US' THEN 'Sales tax'
  WHEN "country" IN ('CA', 'AU', 'NZ', 'SG', 'IN') THEN 'GST'
  WHEN "country" IN ('JP') THEN 'Consumption tax'
  ELSE 'VAT' END;--> statement-breakpoint
ALTER TABLE "tax_rates" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_rates" DROP CONSTRAINT "tax_rates_pkey";--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_country_region_pk" PRIMARY KEY("country","region");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "tax_name" = r."name", "tax_rate_bp" = r."rate_bp"
  FROM "tax_rates" r
  WHERE "orders"."tax_cents" > 0 AND r."country" = "orders"."shipping_address"->>'country' AND r."region" = '';--> statement-breakpoint
CREATE TABLE "saved_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"address" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_addresses_user_idx" ON "saved_addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_addresses_default_idx" ON "saved_addresses" USING btree ("user_id") WHERE "saved_addresses"."is_default";--> statement-breakpoint
INSERT INTO "saved_addresses" ("user_id", "address", "is_default", "last_used_at")
  SELECT DISTINCT ON ("user_id") "user_id",
    CASE WHEN coalesce("shipping_address"->>'line2', '') = '' THEN "shipping_address" - 'line2' ELSE "shipping_address" END,
    true, "created_at"
  FROM "orders" WHERE "shipping_address" IS NOT NULL
  ORDER BY "user_id", "created_at" DESC;
