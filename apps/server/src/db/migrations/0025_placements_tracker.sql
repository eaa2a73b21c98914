CREATE TYPE "public"."placement_close_reason" AS ENUM('visa_refused', 'candidate_withdrew', 'company_withdrew', 'other');--> statement-breakpoint
CREATE TYPE "public"."placement_side" AS ENUM('candidate', 'company');--> statement-breakpoint
CREATE TYPE "public"."placement_status" AS ENUM('active', 'completed', 'closed');--> statement-breakpoint
CREATE TYPE "public"."placement_step_owner" AS ENUM('candidate', 'company', 'both');--> statement-breakpoint
CREATE TYPE "public"."placement_step_state" AS ENUM('open', 'in_progress', 'done', 'not_needed');--> statement-breakpoint
ALTER TYPE "public"."file_kind" ADD VALUE 'placement_document';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'placement_updated';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'placement_reminder';--> statement-breakpoint
CREATE TABLE "placement_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"step_key" text NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"uploaded_by_side" "placement_side" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placement_steps" (
	"placement_id" uuid NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"owner" "placement_step_owner" NOT NULL,
	"state" "placement_step_state" DEFAULT 'open' NOT NULL,
	"date" date,
	"due_date" date,
	"note" text,
	"done_at" timestamp with time zone,
	"updated_at" timestamp with time zone,
	"updated_by" uuid,
	"updated_by_side" "placement_side",
	"reminded_for" text,
	CONSTRAINT "placement_steps_placement_id_key_pk" PRIMARY KEY("placement_id","key")
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"program" "program_type" NOT NULL,
	"needs_visa" boolean NOT NULL,
	"status" "placement_status" DEFAULT 'active' NOT NULL,
	"close_reason" "placement_close_reason",
	"close_note" text,
	"closed_by_side" "placement_side",
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "placement_documents" ADD CONSTRAINT "placement_documents_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_documents" ADD CONSTRAINT "placement_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_documents" ADD CONSTRAINT "placement_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_steps" ADD CONSTRAINT "placement_steps_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_steps" ADD CONSTRAINT "placement_steps_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "placement_documents_placement_idx" ON "placement_documents" USING btree ("placement_id","step_key");--> statement-breakpoint
CREATE INDEX "placement_steps_due_idx" ON "placement_steps" USING btree ("due_date") WHERE "placement_steps"."due_date" is not null and "placement_steps"."state" in ('open', 'in_progress');--> statement-breakpoint
CREATE UNIQUE INDEX "placements_application_idx" ON "placements" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "placements_company_idx" ON "placements" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "placements_candidate_idx" ON "placements" USING btree ("candidate_id");