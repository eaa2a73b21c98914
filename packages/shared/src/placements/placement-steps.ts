/**
 * The placement checklist's templates (issue 20): the steps from "accepted" to the first day, by
 * program and by whether the candidate needs a visa. This is the one place to change when the law
 * or an official page changes: each step has its owner, its text keys (namespace `placements` in
 * the web catalogs: `steps.<key>.title`, `steps.<key>.help`, and `steps.<key>.dateLabel` when it
 * records a date) and its official source. The texts are information with their sources, never
 * legal advice.
 *
 * Facts (as filed in issue 20 from Make it in Germany, the Federal Employment Agency and the
 * Residence Act): a visa for vocational training (§16a AufenthG) needs a training contract and
 * German at B1 (or the company's confirmation of sufficient German) and usually the Federal
 * Employment Agency's approval; the employer may start the accelerated skilled-worker procedure
 * (§81a AufenthG, a fee of currently 411 EUR, short deadlines for the visa appointment and the
 * decision); the training contract is registered with the chamber (IHK/HWK); school certificates
 * may need recognition; FSJ/BFD volunteers have their own visa route (§19c AufenthG with §14 BeschV).
 */
export const PLACEMENT_PROGRAMS = ['ausbildung', 'fsj', 'bfd'] as const;
export type PlacementProgram = (typeof PLACEMENT_PROGRAMS)[number];
export const STEP_OWNERS = ['candidate', 'company', 'both'] as const;
export type StepOwner = (typeof STEP_OWNERS)[number];
export const STEP_STATES = ['open', 'in_progress', 'done', 'not_needed'] as const;
export type StepState = (typeof STEP_STATES)[number];

/** When the step texts and links were last compared with their sources. Shown next to every source. */
export const PLACEMENT_INFO_CHECKED_ON = '2026-11-25';

export const PLACEMENT_SOURCES = {
  makeItInGermanyTraining: 'https://www.make-it-in-germany.com/en/visa-residence/types/training',
  makeItInGermanyAccelerated:
    'https://www.make-it-in-germany.com/en/visa-residence/procedure/accelerated-procedure-for-skilled-workers',
  makeItInGermanyVisaProcess: 'https://www.make-it-in-germany.com/en/visa-residence/procedure/visa-process',
  anerkennung: 'https://www.anerkennung-in-deutschland.de/',
  arbeitsagentur: 'https://www.arbeitsagentur.de/en/working-in-germany',
  aufenthG16a: 'https://www.gesetze-im-internet.de/aufenthg_2004/__16a.html',
  aufenthG19c: 'https://www.gesetze-im-internet.de/aufenthg_2004/__19c.html',
  aufenthG81a: 'https://www.gesetze-im-internet.de/aufenthg_2004/__81a.html',
  bbig: 'https://www.gesetze-im-internet.de/bbig_2005/__36.html',
  freiwilligendienste: 'https://www.bundesfreiwilligendienst.de/',
  makeItInGermanyLiving: 'https://www.make-it-in-germany.com/en/living-in-germany/housing-mobility/registration',
  makeItInGermanyInsurance: 'https://www.make-it-in-germany.com/en/living-in-germany/health-insurance',
} as const;
export type PlacementSource = keyof typeof PLACEMENT_SOURCES;

export type StepTemplate = {
  key: PlacementStepKey;
  owner: StepOwner;
  source: PlacementSource;
  /** The step records a date besides its state (visa valid until, arrival date, first day). */
  recordsDate?: boolean;
  /** Steps with a shared group are alternatives: one is done, the other set to "not needed". */
  group?: 'visa_route';
  /** Only for these programs; all when left out. */
  programs?: readonly PlacementProgram[];
  /** Only when the candidate needs a visa (true), only when not (false), always (left out). */
  visa?: boolean;
};

export const PLACEMENT_STEP_KEYS = [
  'contract_signed',
  'contract_registered',
  'recognition_applied',
  'recognition_decided',
  'accelerated_procedure_started',
  'pre_approval_received',
  'embassy_appointment_booked',
  'employment_agency_approval',
  'visa_applied',
  'visa_granted',
  'travel_booked',
  'arrival',
  'accommodation',
  'town_hall_registration',
  'health_insurance',
  'first_day',
] as const;
export type PlacementStepKey = (typeof PLACEMENT_STEP_KEYS)[number];

/** Every step in checklist order; `placementTemplate` picks those that apply. */
export const PLACEMENT_STEPS: readonly StepTemplate[] = [
  { key: 'contract_signed', owner: 'both', source: 'bbig' },
  { key: 'contract_registered', owner: 'company', source: 'bbig', programs: ['ausbildung'] },
  { key: 'recognition_applied', owner: 'candidate', source: 'anerkennung', programs: ['ausbildung'], visa: true },
  {
    key: 'recognition_decided',
    owner: 'candidate',
    source: 'anerkennung',
    programs: ['ausbildung'],
    visa: true,
  },
  {
    key: 'accelerated_procedure_started',
    owner: 'company',
    source: 'makeItInGermanyAccelerated',
    group: 'visa_route',
    programs: ['ausbildung'],
    visa: true,
  },
  {
    key: 'pre_approval_received',
    owner: 'company',
    source: 'aufenthG81a',
    group: 'visa_route',
    programs: ['ausbildung'],
    visa: true,
  },
  {
    key: 'embassy_appointment_booked',
    owner: 'candidate',
    source: 'makeItInGermanyVisaProcess',
    group: 'visa_route',
    visa: true,
  },
  {
    key: 'employment_agency_approval',
    owner: 'company',
    source: 'arbeitsagentur',
    programs: ['ausbildung'],
    visa: true,
  },
  { key: 'visa_applied', owner: 'candidate', source: 'makeItInGermanyTraining', visa: true },
  { key: 'visa_granted', owner: 'candidate', source: 'aufenthG16a', visa: true, recordsDate: true },
  { key: 'travel_booked', owner: 'candidate', source: 'makeItInGermanyVisaProcess' },
  { key: 'arrival', owner: 'candidate', source: 'makeItInGermanyLiving', recordsDate: true },
  { key: 'accommodation', owner: 'both', source: 'makeItInGermanyLiving' },
  { key: 'town_hall_registration', owner: 'candidate', source: 'makeItInGermanyLiving' },
  { key: 'health_insurance', owner: 'candidate', source: 'makeItInGermanyInsurance' },
  { key: 'first_day', owner: 'both', source: 'bbig', recordsDate: true },
];

/** The steps for a program, with or without the visa steps; FSJ/BFD visa steps cite §19c. */
export function placementTemplate(program: PlacementProgram, needsVisa: boolean): StepTemplate[] {
  return PLACEMENT_STEPS.filter(
    (step) =>
      (!step.programs || step.programs.includes(program)) && (step.visa === undefined || step.visa === needsVisa),
  ).map((step) =>
    program !== 'ausbildung' && (step.key === 'visa_applied' || step.key === 'visa_granted')
      ? { ...step, source: 'aufenthG19c' as const }
      : program !== 'ausbildung' && step.source === 'bbig'
        ? { ...step, source: 'freiwilligendienste' as const }
        : step,
  );
}

/** "6 of 11 done": a step marked "not needed" leaves the count; the rest count, done ones as done. */
export function placementProgress(states: readonly StepState[]): { done: number; total: number } {
  const counted = states.filter((state) => state !== 'not_needed');
  return { done: counted.filter((state) => state === 'done').length, total: counted.length };
}
