import type { SearchCategory, SearchLocation } from '@azubi/shared/listings/search-filters';

/**
 * The four static sample offers of the locked preview on the landing page (spec §3: title,
 * company, location, category, posted). Shown blurred to visitors; real listings need a sign-in.
 */
export interface SampleJob {
  /** Key of the title in the `home` catalog (`jobs.job1` …). */
  titleKey: 'job1' | 'job2' | 'job3' | 'job4';
  company: string;
  location: SearchLocation;
  category: SearchCategory;
  /** Two days or more: the text (`jobs.postedDaysAgo`) has no singular form. */
  postedDaysAgo: number;
}

export const SAMPLE_JOBS: readonly SampleJob[] = [
  { titleKey: 'job1', company: 'Klinikum am Stadtpark', location: 'hamburg', category: 'health', postedDaysAgo: 2 },
  { titleKey: 'job2', company: 'Nordlicht Software GmbH', location: 'berlin', category: 'it', postedDaysAgo: 3 },
  { titleKey: 'job3', company: 'Autohaus Brenner', location: 'munich', category: 'engineering', postedDaysAgo: 5 },
  { titleKey: 'job4', company: 'Hotel Rheinblick', location: 'cologne', category: 'hospitality', postedDaysAgo: 7 },
];
