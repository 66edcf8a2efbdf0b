-- Returns (issue 44, decision 099): returns of delivered orders and their lines, the shop's return policy, when an order was delivered, and the timeline's return entries.
CREATE TABLE "return_lines" (
	"return_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"resellable" integer DEFAULT 0 NOT NULL,
	"damaged" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_lines_return_id_line_id_pk" PRIMARY KEY("return_id","line_id"),
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" >= 1),
	CONSTRAINT "return_lines_received_bounded" CHECK ("return_lines"."resellable" >= 0 and "return_lines"."damaged" >= 0 and "return_lines"."resellable" + "return_lines"."damaged" <= "return_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "return_policy" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"window_days" integer DEFAULT 30 NOT NULL,
	"restocking_fee_bp" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"note" text,
	"reject_reason" text,
	"refund_to" text,
	"replacement_order_id" uuid,
	"refund_cents" integer,
	"restocking_fee_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_state_known" CHECK ("returns"."state" in ('requested','approved','rejected','received','refunded','replaced'))
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_lines_line_idx" ON "return_lines" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_state_idx" ON "returns" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_known" CHECK (kind in ('placed','payment_started','paid_by_card','paid_by_balance','marked_paid','hold_renewed','expired','deleted','shipping_set','shipped','delivered','canceled','refund_started','refunded','refund_failed','return_requested','return_approved','return_rejected','return_received','replacement_placed'));--> statement-breakpoint
-- Orders delivered before this migration count their window from the timeline's delivery.
UPDATE "orders" SET "delivered_at" = (SELECT max(e."at") FROM "order_events" e WHERE e."order_id" = "orders"."id" AND e."kind" = 'delivered') WHERE "fulfilment" = 'delivered';
