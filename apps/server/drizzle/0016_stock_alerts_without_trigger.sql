-- A restock no longer writes its job from a trigger: the stock module changes every part's stock
-- and tells the stock-alerts module in the same transaction, which writes the job through the job
-- queue (decision 079). Jobs the trigger wrote before still run.
DROP TRIGGER "stock_alerts_on_restock" ON "parts";--> statement-breakpoint
DROP FUNCTION "stock_alerts_on_restock"();
