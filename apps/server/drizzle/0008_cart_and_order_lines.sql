CREATE TABLE "cart_lines" (
	"user_id" text NOT NULL,
	"part_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"added_price_cents" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_user_id_part_id_pk" PRIMARY KEY("user_id","part_id"),
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"part_id" uuid NOT NULL,
	"part_name" text NOT NULL,
	"min_order" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"refunded_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" >= 1),
	CONSTRAINT "order_lines_refund_bounded" CHECK ("order_lines"."refunded_quantity" between 0 and "order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0),
	CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" in ('pending','succeeded','failed'))
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"free_above_cents" integer,
	"eta" text DEFAULT '' NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"country" text PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_known";--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
-- The orders of the previous release: each one's part becomes its one line, its total the parts'
-- total, with no shipping or tax (issue 27).
ALTER TABLE "orders" ADD COLUMN "subtotal_cents" integer;--> statement-breakpoint
UPDATE "orders" SET "subtotal_cents" = "total_cents";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'unfulfilled' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_part_idx" ON "order_lines" USING btree ("part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_idx" ON "refunds" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_known" CHECK (kind in ('placed','payment_started','paid_by_card','marked_paid','hold_renewed','expired','deleted','shipping_set','shipped','delivered','canceled','refund_started','refunded','refund_failed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" + "orders"."shipping_cents" + "orders"."tax_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_bounded" CHECK ("orders"."refunded_cents" between 0 and "orders"."total_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_known" CHECK ("orders"."fulfilment" in ('unfulfilled','shipped','delivered','canceled'));--> statement-breakpoint
INSERT INTO "order_lines" ("order_id", "position", "part_id", "part_name", "min_order", "quantity", "unit_price_cents", "total_cents")
  SELECT "id", 0, "part_id", "part_name", "min_order", "quantity", round("total_cents"::numeric / "quantity")::integer, "total_cents" FROM "orders";--> statement-breakpoint
INSERT INTO "shipping_methods" ("name", "price_cents", "free_above_cents", "eta", "position") VALUES
  ('Standard', 999, 15000, '3–5 business days', 0),
  ('Express', 2499, NULL, '1–2 business days', 1);--> statement-breakpoint
INSERT INTO "tax_rates" ("country", "rate_bp") VALUES
  ('US', 0), ('CA', 500), ('GB', 2000), ('IE', 2300), ('DE', 1900), ('FR', 2000), ('NL', 2100), ('AU', 1000);
