import { localizePath } from '@azubi/shared/i18n/locales';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';

import { useEmployerListings } from '../../features/listings/api/get-employer-listings';
import { ListingForm } from '../../features/listings/components/listing-form';
import { useSharedMessage } from '../../hooks/use-shared-message';
import { useLocale } from '../../i18n/use-locale';

/** `/employer/listings/new` and `/employer/listings/:id/edit`. */
export function EmployerListingFormPage() {
  const { t } = useTranslation('employer');
  const tShared = useSharedMessage();
  const locale = useLocale();
  const navigate = useNavigate();
  const { id } = useParams();
  const listings = useEmployerListings({ enabled: Boolean(id) });
  const back = localizePath('/employer/listings', locale);

  let content;
  if (!id) content = <ListingForm onSaved={() => void navigate(back)} />;
  else if (listings.isPending) content = <LoadingSpinner size="lg" className="py-16" />;
  else if (listings.isError) {
    content = (
      <LoadError
        title={tShared('listings.fetchFailed')}
        message={listings.error.message}
        retryLabel={t('retry')}
        onRetry={() => void listings.refetch()}
      />
    );
  } else {
    const listing = listings.data.find((candidate) => candidate.id === id);
    content = listing ? (
      <ListingForm key={listing.id} listing={listing} onSaved={() => void navigate(back)} />
    ) : (
      <p role="alert" className="text-lg font-semibold">
        {tShared('listings.notFound')}
      </p>
    );
  }

  return (
    <>
      <title>{id ? t('form.editDocumentTitle') : t('form.newDocumentTitle')}</title>
      <div className="grid gap-2">
        <Link
          to={back}
          className="inline-flex items-center gap-1.5 justify-self-start font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('form.back')}
        </Link>
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950">
          {id ? t('form.editTitle') : t('form.newTitle')}
        </h1>
        <p className="text-muted-foreground">{t('form.required')}</p>
      </div>
      {content}
    </>
  );
}
