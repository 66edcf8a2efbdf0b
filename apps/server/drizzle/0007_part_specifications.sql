ALTER TABLE "parts" DROP CONSTRAINT "parts_category_known";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "specs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "parts_specs_idx" ON "parts" USING gin ("specs" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "parts_live_category_specs_idx" ON "parts" USING btree ("category","specs") WHERE "parts"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_category_known" CHECK (category in ('graphics-card','ram','processor','ssd','keyboard','mouse','printer','router','motherboard','power-supply','case','cpu-cooler'));