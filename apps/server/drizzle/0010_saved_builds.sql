CREATE TABLE "build_write_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_build_lines" (
	"build_id" text NOT NULL,
	"position" smallint NOT NULL,
	"part_id" uuid NOT NULL,
	"quantity" smallint NOT NULL,
	CONSTRAINT "saved_build_lines_build_id_position_pk" PRIMARY KEY("build_id","position"),
	CONSTRAINT "saved_build_lines_position_range" CHECK ("saved_build_lines"."position" between 0 and 31),
	CONSTRAINT "saved_build_lines_quantity_range" CHECK ("saved_build_lines"."quantity" between 1 and 16)
);
--> statement-breakpoint
CREATE TABLE "saved_builds" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_builds_id_shape" CHECK ("saved_builds"."id" ~ '^[A-Za-z0-9_-]{16}$'),
	CONSTRAINT "saved_builds_name_length" CHECK (char_length("saved_builds"."name") between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "saved_build_lines" ADD CONSTRAINT "saved_build_lines_build_id_saved_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."saved_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_build_lines" ADD CONSTRAINT "saved_build_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_builds" ADD CONSTRAINT "saved_builds_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "build_write_counts_window_idx" ON "build_write_counts" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "saved_builds_owner_created_idx" ON "saved_builds" USING btree ("owner_id","created_at");