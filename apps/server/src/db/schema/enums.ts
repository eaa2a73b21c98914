import { pgEnum } from 'drizzle-orm/pg-core';

/** Database enums. Their values mirror the constants in @azubi/shared so both sides agree. */
export const userRole = pgEnum('user_role', ['azubi', 'employer', 'team_member', 'moderator', 'admin']);
export const locale = pgEnum('locale', ['en', 'de']);
export const teamRole = pgEnum('team_role', ['admin', 'member']);
export const invitationStatus = pgEnum('invitation_status', ['pending', 'accepted', 'revoked', 'expired']);
export const germanLevel = pgEnum('german_level', ['A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
export const certificateType = pgEnum('certificate_type', ['goethe', 'telc', 'testdaf', 'dsh', 'osd', 'other', 'none']);
export const programType = pgEnum('program_type', ['ausbildung', 'fsj', 'bfd']);
/** What a candidate answered about a visa for Germany (issue 28.5); null: not answered. */
export const visaStatus = pgEnum('visa_status', ['needs_visa', 'has_permit', 'not_needed', 'unsure']);
export const approvalStatus = pgEnum('approval_status', ['draft', 'pending', 'approved', 'rejected']);
export const companyVerificationStatus = pgEnum('company_verification_status', [
  'not_verified',
  'pending',
  'verified',
  'verified_manually',
  'rejected',
]);
export const fileKind = pgEnum('file_kind', [
  'avatar',
  'german_certificate',
  'school_certificate',
  'other_document',
  'audio_intro',
  'message_attachment',
  'company_logo',
  'company_banner',
  'company_verification',
  'blog_image',
  'placement_document',
]);
export const listingCategory = pgEnum('listing_category', [
  'it',
  'health',
  'engineering',
  'business',
  'hospitality',
  'other',
]);
export const applicationStatus = pgEnum('application_status', [
  'pending',
  'reviewing',
  'shortlisted',
  'rejected',
  'accepted',
  'withdrawn',
]);
export const interviewStatus = pgEnum('interview_status', [
  'scheduled',
  'rescheduled',
  'accepted',
  'declined',
  'canceled',
  'completed',
]);
export const videoPlatform = pgEnum('video_platform', ['google_meet', 'zoom', 'microsoft_teams', 'webex', 'custom']);
export const reviewStatus = pgEnum('review_status', ['pending', 'approved', 'rejected']);
export const reportStatus = pgEnum('report_status', ['open', 'upheld', 'dismissed']);
export const audioReportReason = pgEnum('audio_report_reason', [
  'inappropriate',
  'discrimination',
  'harassment',
  'spam',
  'not_the_candidate',
  'other',
]);
export const blogStatus = pgEnum('blog_status', ['draft', 'published', 'archived']);
export const blogCategory = pgEnum('blog_category', [
  'ausbildung',
  'fsj',
  'certificates',
  'success',
  'tips',
  'employers',
  'news',
]);
export const planKind = pgEnum('plan_kind', ['subscription', 'one_time']);
export const subscriptionStatus = pgEnum('subscription_status', [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'expired',
]);
export const paymentProvider = pgEnum('payment_provider', ['stripe', 'local']);
export const paymentStatus = pgEnum('payment_status', ['pending', 'succeeded', 'failed', 'refunded', 'canceled']);
export const notificationType = pgEnum('notification_type', [
  'application_received',
  'application_status_changed',
  'interview_scheduled',
  'interview_rescheduled',
  'interview_canceled',
  'interview_reminder',
  'message_received',
  'match_found',
  'profile_approved',
  'profile_rejected',
  'certificate_verified',
  'company_verified',
  'company_rejected',
  'review_moderated',
  'team_invitation',
  'trial_ending',
  'plan_expiring',
  'payment_received',
  'placement_updated',
  'placement_reminder',
]);
export const campaignStatus = pgEnum('campaign_status', [
  'draft',
  'scheduled',
  'sending',
  'paused',
  'sent',
  'canceled',
]);
export const campaignAudience = pgEnum('campaign_audience', [
  'all',
  'azubis',
  'employers',
  'trialing_employers',
  'paying_employers',
]);
