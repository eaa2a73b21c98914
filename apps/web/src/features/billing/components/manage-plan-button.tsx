import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useOpenPortal } from '../api/open-portal';

/**
 * "Manage payment / cancel" for a running monthly plan (team admins): the provider's customer
 * portal (card, invoices, cancel at period end), or the local provider's page.
 */
export function ManagePlanButton() {
  const { t } = useTranslation('billing');
  const portal = useOpenPortal();
  return (
    <div className="grid gap-2">
      <Button
        variant="outline"
        // The German label is wider than a phone's card: it wraps instead of widening the page.
        className="h-auto min-h-11 py-2 whitespace-normal"
        disabled={portal.isPending}
        onClick={() =>
          portal.mutate(undefined, {
            onSuccess: ({ url }) => window.location.assign(url),
          })
        }
      >
        <Settings aria-hidden="true" />
        {t('manage.button')}
      </Button>
      {portal.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {portal.error.message}
        </p>
      ) : null}
    </div>
  );
}
