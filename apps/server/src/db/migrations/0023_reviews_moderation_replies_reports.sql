CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "communication_rating" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "fairness_rating" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "visa_support_rating" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "submitted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "resubmitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_text" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_status" "review_status";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_author_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_moderated_by" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_moderation_note" text;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_reports_review_idx" ON "review_reports" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("review_id") WHERE "review_reports"."status" = 'open';--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_author_id_users_id_fk" FOREIGN KEY ("reply_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_moderated_by_users_id_fk" FOREIGN KEY ("reply_moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_submitted_idx" ON "reviews" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "reviews_reply_status_idx" ON "reviews" USING btree ("reply_status","reply_submitted_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_aspects_range" CHECK (coalesce("reviews"."communication_rating", 1) between 1 and 5 and coalesce("reviews"."fairness_rating", 1) between 1 and 5 and coalesce("reviews"."visa_support_rating", 1) between 1 and 5);