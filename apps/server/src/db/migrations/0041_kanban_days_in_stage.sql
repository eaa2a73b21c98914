ALTER TABLE "companies" ADD COLUMN "stale_after_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Days in stage (issue 29): an existing application entered its status at its latest status change,
-- or, without one, when it was last changed.
UPDATE "applications" a SET "status_changed_at" = coalesce(
  (SELECT max(h."created_at") FROM "application_status_history" h WHERE h."application_id" = a."id"),
  a."updated_at"
);
