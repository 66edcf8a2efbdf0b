CREATE TABLE "order_state_counts" (
	"state" text NOT NULL,
	"stripe" smallint NOT NULL,
	"orders" bigint NOT NULL,
	CONSTRAINT "order_state_counts_state_stripe_pk" PRIMARY KEY("state","stripe")
);
--> statement-breakpoint
-- Each change of an order moves one from its old state's count to its new state's, on one of 16
-- rows per state picked at random, in the change's own transaction.
CREATE FUNCTION "order_state_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_stripe smallint := floor(random() * 16);
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "order_state_counts" ("state", "stripe", "orders") VALUES (OLD."payment", row_stripe, -1)
      ON CONFLICT ("state", "stripe") DO UPDATE SET "orders" = "order_state_counts"."orders" - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_state_counts" ("state", "stripe", "orders") VALUES (NEW."payment", row_stripe, 1)
      ON CONFLICT ("state", "stripe") DO UPDATE SET "orders" = "order_state_counts"."orders" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_state_counts_on_insert_or_delete" AFTER INSERT OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_state_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "order_state_counts_on_update" AFTER UPDATE OF "payment" ON "orders"
  FOR EACH ROW WHEN (OLD."payment" IS DISTINCT FROM NEW."payment") EXECUTE FUNCTION "order_state_counts_follow"();--> statement-breakpoint
INSERT INTO "order_state_counts" ("state", "stripe", "orders")
  SELECT "payment", 0, count(*) FROM "orders" GROUP BY "payment";
