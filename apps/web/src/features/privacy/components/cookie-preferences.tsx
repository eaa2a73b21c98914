import { Cookie } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { openCookieSettings, useConsent } from '../../consent';

/** The stored cookie choice (spec §3: kept in this browser) and the way to change it. */
export function CookiePreferences() {
  const { t } = useTranslation('privacySettings');
  const { consent } = useConsent();
  const state = (on: boolean | undefined) => (on ? t('cookies.on') : t('cookies.off'));
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('cookies.text')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{t('cookies.necessary')}</dt>
        <dd>{t('cookies.always')}</dd>
        <dt className="font-medium">{t('cookies.analytics')}</dt>
        <dd>{consent ? state(consent.analytics) : t('cookies.undecided')}</dd>
        <dt className="font-medium">{t('cookies.marketing')}</dt>
        <dd>{consent ? state(consent.marketing) : t('cookies.undecided')}</dd>
      </dl>
      <Button
        variant="outline"
        className="h-auto min-h-11 justify-self-start py-2 whitespace-normal"
        onClick={openCookieSettings}
      >
        <Cookie aria-hidden="true" />
        {t('cookies.change')}
      </Button>
    </div>
  );
}
