-- Gift cards and store credit (issue 43, decision 098): cards kept by the hash of their code, every move of a balance, what an order's gift cards and credit paid and got back; a card-free order may total $0.
CREATE TABLE "balance_moves" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "balance_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gift_card_id" uuid,
	"user_id" text,
	"order_id" uuid,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"actor_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_moves_one_holder" CHECK (("balance_moves"."gift_card_id" is null) <> ("balance_moves"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"last4" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"recipient_email" text,
	"issued_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_cards_balance_bounded" CHECK ("gift_cards"."balance_cents" between 0 and "gift_cards"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_positive";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_adds_up";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_refund_bounded";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "balance_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_moves" ADD CONSTRAINT "balance_moves_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_moves" ADD CONSTRAINT "balance_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_moves_user_idx" ON "balance_moves" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "balance_moves_order_idx" ON "balance_moves" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_known" CHECK (kind in ('placed','payment_started','paid_by_card','paid_by_balance','marked_paid','hold_renewed','expired','deleted','shipping_set','shipped','delivered','canceled','refund_started','refunded','refund_failed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_balances_not_negative" CHECK ("orders"."gift_card_cents" >= 0 and "orders"."store_credit_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_balance_refund_bounded" CHECK ("orders"."balance_refunded_cents" between 0 and least("orders"."refunded_cents", "orders"."gift_card_cents" + "orders"."store_credit_cents"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."shipping_cents" + "orders"."tax_cents" - "orders"."gift_card_cents" - "orders"."store_credit_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_bounded" CHECK ("orders"."refunded_cents" between 0 and "orders"."total_cents" + "orders"."gift_card_cents" + "orders"."store_credit_cents");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_balance_bounded" CHECK ("refunds"."balance_cents" between 0 and "refunds"."amount_cents");