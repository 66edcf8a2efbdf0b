-- Price-drop alerts (issue 42, decision 094): a target price (or any drop) on a part, and a watch on a
-- saved build's total; each row is spent when its one mail is written.
CREATE TABLE "build_price_watches" (
	"user_id" text NOT NULL,
	"build_id" text NOT NULL,
	"drop_by_cents" integer NOT NULL,
	"total_when_set_cents" integer NOT NULL,
	"prices_when_set" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "build_price_watches_user_id_build_id_pk" PRIMARY KEY("user_id","build_id")
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"user_id" text NOT NULL,
	"part_id" uuid NOT NULL,
	"target_cents" integer,
	"price_when_set_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_user_id_part_id_pk" PRIMARY KEY("user_id","part_id")
);
--> statement-breakpoint
ALTER TABLE "build_price_watches" ADD CONSTRAINT "build_price_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_price_watches" ADD CONSTRAINT "build_price_watches_build_id_saved_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."saved_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "build_price_watches_build_idx" ON "build_price_watches" USING btree ("build_id");--> statement-breakpoint
CREATE INDEX "price_alerts_part_idx" ON "price_alerts" USING btree ("part_id");