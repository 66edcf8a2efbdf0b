CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"payment_intent_id" text,
	"stock_returned" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_kind_known" CHECK ("order_events"."kind" in ('placed','payment_started','paid_by_card','marked_paid','hold_renewed','expired','deleted')),
	CONSTRAINT "order_events_actor_known" CHECK ("order_events"."actor_role" in ('customer','admin','system'))
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date PRIMARY KEY NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"paid_orders" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_part_days" (
	"day" date NOT NULL,
	"part_id" uuid NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "sales_part_days_day_part_id_pk" PRIMARY KEY("day","part_id")
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
-- Orders paid before this column existed count on the day they last changed.
UPDATE "orders" SET "paid_at" = "updated_at" WHERE "payment" IN ('pending', 'paid');--> statement-breakpoint
-- Their timelines start from what the orders themselves still tell.
INSERT INTO "order_events" ("order_id", "kind", "actor_role", "actor_id", "actor_email", "at")
  SELECT "id", 'placed', 'customer', "user_id", "email", "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "actor_role", "actor_id", "actor_email", "payment_intent_id", "at")
  SELECT "id", 'paid_by_card', 'customer', "user_id", "email", "payment_intent_id", "paid_at" FROM "orders" WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
-- The history is append-only: no statement may change or remove an entry.
CREATE FUNCTION "order_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order_events is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_events_append_only" BEFORE UPDATE OR DELETE ON "order_events"
  FOR EACH ROW EXECUTE FUNCTION "order_events_append_only"();
