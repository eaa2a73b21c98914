CREATE TABLE "translations" (
	"text_hash" text NOT NULL,
	"target" text NOT NULL,
	"text" text NOT NULL,
	"detected_source" text,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_text_hash_target_pk" PRIMARY KEY("text_hash","target")
);
