CREATE TYPE "public"."visa_status" AS ENUM('needs_visa', 'has_permit', 'not_needed', 'unsure');--> statement-breakpoint
CREATE TABLE "application_documents" (
	"application_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_documents_application_id_file_id_pk" PRIMARY KEY("application_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "visa_status" "visa_status";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "include_cv" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_documents_file_idx" ON "application_documents" USING btree ("file_id");--> statement-breakpoint
-- A ticked box kept its meaning; an unticked one was never an answer (issue 28.5): unknown.
UPDATE "candidate_profiles" SET "visa_status" = CASE WHEN "visa_required" THEN 'needs_visa'::visa_status WHEN "work_permit_available" THEN 'has_permit'::visa_status END;
--> statement-breakpoint
-- Citizens of the EU, the EEA and Switzerland need no permit: search and matching see it at once.
UPDATE "candidate_profiles" SET "work_permit_available" = true WHERE "visa_status" IS NULL AND "country" IN ('AT','BE','BG','HR','CY','CZ','DK','EE','FI','FR','DE','GR','HU','IE','IT','LV','LT','LU','MT','NL','PL','PT','RO','SK','SI','ES','SE','IS','LI','NO','CH');
