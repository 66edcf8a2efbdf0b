CREATE TABLE "photo_upload_counts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"user_id" text NOT NULL,
	"part_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_user_id_part_id_pk" PRIMARY KEY("user_id","part_id")
);
--> statement-breakpoint
ALTER TABLE "photo_upload_counts" ADD CONSTRAINT "photo_upload_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_alerts_part_idx" ON "stock_alerts" USING btree ("part_id");--> statement-breakpoint
-- A restock is the stock of a part going from 0 to more (decision 054), whatever changed it: an
-- admin's edit, an order deleted, expired or canceled, a refund. Where someone waits for it, one
-- job is written in the same transaction; it mails them through the queue (stock-alerts module).
CREATE FUNCTION "stock_alerts_on_restock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "stock_alerts" WHERE "part_id" = NEW."id") THEN
    INSERT INTO "jobs" ("kind", "payload", "max_attempts") VALUES ('stock-alerts.restocked', jsonb_build_object('partId', NEW."id"), 12);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stock_alerts_on_restock" AFTER UPDATE OF "quantity" ON "parts"
  FOR EACH ROW WHEN (OLD."quantity" = 0 AND NEW."quantity" > 0) EXECUTE FUNCTION "stock_alerts_on_restock"();
