ALTER TABLE "candidate_profiles" ADD COLUMN "german_certificate_type" "certificate_type";--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "german_certificate_level" "german_level";