/** The landing page's quick searches (spec §2): search texts for German listings, the same in both languages. */
export const QUICK_SEARCHES = ['IT Ausbildung Berlin', 'Pflege Hamburg', 'KFZ München', 'Einzelhandel'] as const;
