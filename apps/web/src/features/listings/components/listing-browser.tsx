import type { GermanLevel } from '@azubi/shared/listings/listing';
import { useBrowseFilters } from '../hooks/use-browse-filters';
import { ListingFilters } from './listing-filters';
import { ListingList } from './listing-list';

/**
 * Search, filters, sort and results, all from the page URL. `candidateLevel` is the signed-in
 * candidate's German level: each card then says whether they meet the listing's requirement.
 */
export function ListingBrowser({
  candidateLevel = null,
  appliedListingIds,
}: {
  candidateLevel?: GermanLevel | null;
  appliedListingIds?: ReadonlySet<string>;
}) {
  const [filters, setFilters] = useBrowseFilters();
  return (
    <div className="grid gap-6">
      <ListingFilters filters={filters} onChange={setFilters} />
      <ListingList filters={filters} candidateLevel={candidateLevel} appliedListingIds={appliedListingIds} />
    </div>
  );
}
