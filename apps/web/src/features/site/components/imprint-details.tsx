import type { ImprintResponse } from '@azubi/shared/site/imprint';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { cn } from '../../../lib/cn';
import { useImprint } from '../api/get-imprint';

export interface ImprintDetailsProps {
  /** `full` for the imprint; `contact` for the "controller" of the privacy policy and the provider of the terms (no tax details). */
  variant?: 'full' | 'contact';
  /** Renders more content that needs the same details (the imprint page's sections), after the list. */
  children?: (imprint: ImprintResponse) => ReactNode;
  /** Classes for the list of details (a frame on the imprint page, say). */
  className?: string;
}

/**
 * The provider's legal details from the server's configuration: name and address, legal
 * representative, e-mail, VAT id and the § 19 UStG small-business note.
 */
export function ImprintDetails({ variant = 'full', children, className }: ImprintDetailsProps) {
  const { t } = useTranslation('site');
  const query = useImprint();

  if (query.isPending) return <LoadingSpinner className="py-6" />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 py-2">
        <p>{t('imprint.loadError')}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('imprint.retry')}
        </Button>
      </div>
    );
  }

  const { company, addressLines, representative, email, vatId, smallBusiness } = query.data;
  return (
    <>
      <dl className={cn('grid gap-4', className)}>
        <Entry term={t('imprint.provider')}>
          <address className="not-italic">
            <span className="block font-medium">{company}</span>
            {addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Entry>
        <Entry term={t('imprint.representative')}>{representative}</Entry>
        <Entry term={t('imprint.email')}>
          <a href={`mailto:${email}`} className="font-medium break-all text-primary underline underline-offset-2">
            {email}
          </a>
        </Entry>
        {variant === 'full' && vatId ? <Entry term={t('imprint.vatId')}>{vatId}</Entry> : null}
        {variant === 'full' && smallBusiness ? (
          <Entry term={t('imprint.vat')}>{t('imprint.smallBusiness')}</Entry>
        ) : null}
      </dl>
      {children?.(query.data)}
    </>
  );
}

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-muted-foreground">{term}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}
