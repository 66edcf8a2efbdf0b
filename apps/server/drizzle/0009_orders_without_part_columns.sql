ALTER TABLE "orders" DROP CONSTRAINT "orders_quantity_positive";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_part_id_parts_id_fk";
--> statement-breakpoint
DROP INDEX "orders_part_idx";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "part_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "part_name";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "min_order";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "quantity";