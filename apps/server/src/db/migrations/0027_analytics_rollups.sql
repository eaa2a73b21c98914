CREATE TABLE "analytics_active_users" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "analytics_active_users_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_figures" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "analytics_daily_figures_day_metric_pk" PRIMARY KEY("day","metric")
);
--> statement-breakpoint
CREATE TABLE "analytics_journey_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "analytics_journey_daily_day_kind_key_pk" PRIMARY KEY("day","kind","key")
);
--> statement-breakpoint
ALTER TABLE "analytics_active_users" ADD CONSTRAINT "analytics_active_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_active_users_user_idx" ON "analytics_active_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_test_idx" ON "users" USING btree ("id") WHERE is_test;--> statement-breakpoint
CREATE INDEX "applications_applied_idx" ON "applications" USING btree ("applied_at");--> statement-breakpoint
CREATE INDEX "listings_created_idx" ON "listings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "interviews_created_idx" ON "interviews" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "candidate_matches_created_idx" ON "candidate_matches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "listing_matches_created_idx" ON "listing_matches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");