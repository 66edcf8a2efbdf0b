CREATE TABLE "request_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "limit_per_customer" integer;--> statement-breakpoint
CREATE INDEX "request_counts_window_idx" ON "request_counts" USING btree ("window_started_at");--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_limit_per_customer_positive" CHECK ("parts"."limit_per_customer" is null or "parts"."limit_per_customer" >= 1);