import type { PlacementStepKey, StepState } from '@azubi/shared/placements/placement-steps';

type Locale = 'en' | 'de';

/**
 * The step names and states the server writes itself: in e-mails (reminders, the daily digest)
 * and in the line a change leaves in the conversation. The screens' longer texts and help are in
 * the web catalogs (namespace `placements`); a test checks both name the same steps.
 */
export const STEP_TITLES: Record<PlacementStepKey, Record<Locale, string>> = {
  contract_signed: { en: 'Contract signed', de: 'Vertrag unterschrieben' },
  contract_registered: { en: 'Contract registered with the chamber', de: 'Vertrag bei der Kammer eingetragen' },
  recognition_applied: {
    en: 'Recognition of school certificates applied for',
    de: 'Anerkennung der Schulzeugnisse beantragt',
  },
  recognition_decided: { en: 'Recognition decided', de: 'Anerkennung entschieden' },
  accelerated_procedure_started: {
    en: 'Accelerated procedure started (§81a)',
    de: 'Beschleunigtes Fachkräfteverfahren gestartet (§81a)',
  },
  pre_approval_received: { en: 'Pre-approval received', de: 'Vorabzustimmung erhalten' },
  embassy_appointment_booked: { en: 'Embassy appointment booked', de: 'Termin bei der Botschaft gebucht' },
  employment_agency_approval: {
    en: 'Federal Employment Agency approval',
    de: 'Zustimmung der Bundesagentur für Arbeit',
  },
  visa_applied: { en: 'Visa applied for', de: 'Visum beantragt' },
  visa_granted: { en: 'Visa granted', de: 'Visum erteilt' },
  travel_booked: { en: 'Travel booked', de: 'Reise gebucht' },
  arrival: { en: 'Arrival in Germany', de: 'Ankunft in Deutschland' },
  accommodation: { en: 'Accommodation', de: 'Unterkunft' },
  town_hall_registration: { en: 'Registration at the town hall (Anmeldung)', de: 'Anmeldung beim Bürgeramt' },
  health_insurance: { en: 'Health insurance', de: 'Krankenversicherung' },
  first_day: { en: 'First day', de: 'Erster Tag' },
};

export const STATE_WORDS: Record<StepState, Record<Locale, string>> = {
  open: { en: 'open', de: 'offen' },
  in_progress: { en: 'in progress', de: 'in Arbeit' },
  done: { en: 'done', de: 'erledigt' },
  not_needed: { en: 'not needed', de: 'nicht nötig' },
};
