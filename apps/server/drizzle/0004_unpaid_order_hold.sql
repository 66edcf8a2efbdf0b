ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Unpaid orders placed before holds existed get the default hold from now (decision 022).
UPDATE "orders" SET "expires_at" = now() + interval '30 minutes' WHERE "payment" = 'unpaid';--> statement-breakpoint
CREATE INDEX "orders_unpaid_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."payment" = 'unpaid';--> statement-breakpoint
CREATE INDEX "orders_unpaid_user_idx" ON "orders" USING btree ("user_id") WHERE "orders"."payment" = 'unpaid';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_known" CHECK ("orders"."payment" in ('unpaid','pending','paid','expired'));