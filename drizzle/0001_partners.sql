CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"brand_color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_slug_unique" UNIQUE("slug"),
	CONSTRAINT "partners_slug_format" CHECK ("partners"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "partners_brand_color_format" CHECK ("partners"."brand_color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "partners_name_present" CHECK (length(btrim("partners"."name")) > 0)
);
