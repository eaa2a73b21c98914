import type { NotificationType } from '@azubi/shared/notifications/notifications';

const DAY = 24 * 60 * 60 * 1000;
const LISTING = 'Ausbildung Pflegefachfrau / Pflegefachmann (m/w/d)';
const COMPANY = 'Klinikum Beispielstadt';

/**
 * What a test notification of each type carries: realistic values in the shape the real senders
 * use (see each feature's notify call), so the test shows exactly what users get.
 */
export function sampleNotification(type: NotificationType, now: Date): { data: Record<string, unknown>; link: string } {
  const inDays = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const interview = {
    listingTitle: LISTING,
    otherName: 'Petra Weber',
    startsAt: inDays(3),
    durationMinutes: 30,
    timezone: 'Europe/Berlin',
    otherTimezone: 'Africa/Lagos',
    platform: 'zoom',
    videoLink: 'https://zoom.us/j/1234567890',
    message: 'We look forward to meeting you.',
  };
  switch (type) {
    case 'application_received':
      return { data: { candidateName: 'Amara Okafor', listingTitle: LISTING }, link: '/employer/applications' };
    case 'application_status_changed':
      return { data: { listingTitle: LISTING, companyName: COMPANY, status: 'shortlisted' }, link: '/my-applications' };
    case 'interview_scheduled':
      return { data: { ...interview, event: 'invited' }, link: '/my-interviews' };
    case 'interview_rescheduled':
      return { data: { ...interview, event: 'rescheduled', previousStartsAt: inDays(2) }, link: '/my-interviews' };
    case 'interview_canceled':
      return {
        data: { ...interview, event: 'canceled', reason: 'The position has been filled.' },
        link: '/my-interviews',
      };
    case 'interview_reminder':
      return { data: { ...interview, event: 'reminder', hoursBefore: 24 }, link: '/my-interviews' };
    case 'message_received':
      return { data: { senderName: COMPANY, subject: LISTING }, link: '/my-messages' };
    case 'match_found':
      return { data: { kind: 'training', total: 3 }, link: '/training-search-profiles' };
    case 'profile_approved':
      return { data: {}, link: '/my-profile' };
    case 'profile_rejected':
      return { data: { reason: 'The language certificate is not readable.' }, link: '/my-profile' };
    case 'certificate_verified':
      return { data: {}, link: '/my-profile' };
    case 'company_verified':
      return { data: { companyName: COMPANY }, link: '/company-settings' };
    case 'company_rejected':
      return {
        data: { companyName: COMPANY, reason: 'The register extract does not match the company name.' },
        link: '/company-settings',
      };
    case 'review_moderated':
      return {
        data: {
          subject: 'review',
          decision: 'rejected',
          reason: 'personal_data',
          note: 'Please leave out names.',
          companyName: COMPANY,
          canResubmit: true,
        },
        link: '/my-reviews',
      };
    case 'team_invitation':
      return { data: { companyName: COMPANY, role: 'member', invitedBy: 'Petra Weber' }, link: '/dashboard' };
    case 'trial_ending':
      return { data: { daysLeft: 3, trialEndsAt: inDays(3) }, link: '/subscription' };
    case 'plan_expiring':
      return { data: { paidUntil: inDays(3) }, link: '/subscription' };
    case 'payment_received':
      return {
        data: {
          amountCents: 27900,
          currency: 'EUR',
          invoiceNumber: 'M-2026-0001',
          planNameEn: '3 months',
          planNameDe: '3 Monate',
          periodEnd: inDays(90),
        },
        link: '/subscription',
      };
    case 'placement_updated':
      return {
        data: {
          event: 'step',
          stepKey: 'visa_granted',
          state: 'done',
          listingTitle: LISTING,
          otherName: 'Amara Okafor',
        },
        link: '/dashboard',
      };
    case 'placement_reminder':
      return {
        data: { stepKey: 'visa_applied', dueDate: inDays(7).slice(0, 10), listingTitle: LISTING },
        link: '/dashboard',
      };
  }
}
