CREATE TYPE "public"."conversation_decline_reason" AS ENUM('not_looking', 'not_a_fit', 'found_elsewhere');--> statement-breakpoint
CREATE TABLE "candidate_reveals" (
	"company_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_reveals_candidate_id_company_id_pk" PRIMARY KEY("candidate_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "decline_reason" "conversation_decline_reason";--> statement-breakpoint
ALTER TABLE "candidate_reveals" ADD CONSTRAINT "candidate_reveals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_reveals" ADD CONSTRAINT "candidate_reveals_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Reveals are computed, never stored (features/candidates/candidate-disclosure.ts): with this
-- release a save, a note, the company's own message or an interview invitation no longer reveal a
-- candidate, so every reveal that rested only on a save is withdrawn from the first request on.
-- The only stored reveal is the candidate's own consent (candidate_reveals), which starts empty.
-- The audit trail of earlier views stays as it was (it records what was shown then).
SELECT 1;
