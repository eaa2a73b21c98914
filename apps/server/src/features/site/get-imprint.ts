import type { ImprintResponse } from '@azubi/shared/site/imprint';
import type { Config } from '../../config';

/** The provider's legal details, exactly as configured (IMPRINT_* variables). */
export function getImprint({ config }: { config: Pick<Config, 'imprint'> }): ImprintResponse {
  const { company, addressLines, representative, email, vatId, smallBusiness } = config.imprint;
  return { company, addressLines: [...addressLines], representative, email, vatId, smallBusiness };
}
