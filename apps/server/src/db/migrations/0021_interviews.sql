CREATE TABLE "interview_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_slots_interview_start_unique" UNIQUE("interview_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "interview_time_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"previous_starts_at" timestamp with time zone NOT NULL,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interviews" DROP CONSTRAINT "interviews_duration_positive";--> statement-breakpoint
ALTER TABLE "interviews" ALTER COLUMN "starts_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_token_hash" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "interviewer_id" uuid;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "new_time_note" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "new_time_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "outcome_note" text;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_time_changes" ADD CONSTRAINT "interview_time_changes_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_time_changes" ADD CONSTRAINT "interview_time_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_time_changes_interview_idx" ON "interview_time_changes" USING btree ("interview_id","created_at");--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_interviewer_id_users_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviews_live_starts_idx" ON "interviews" USING btree ("starts_at") WHERE "interviews"."status" in ('scheduled', 'rescheduled', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_interviewer_start_uidx" ON "interviews" USING btree ("interviewer_id","starts_at") WHERE "interviews"."status" in ('scheduled', 'rescheduled', 'accepted') and "interviews"."starts_at" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar_token_hash_unique" UNIQUE("calendar_token_hash");--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_duration_range" CHECK ("interviews"."duration_minutes" between 15 and 180);--> statement-breakpoint
UPDATE "interviews" SET "interviewer_id" = "scheduled_by" WHERE "interviewer_id" IS NULL;