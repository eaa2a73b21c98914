import { useTranslation } from 'react-i18next';
import { CookiePreferences } from '../../features/privacy/components/cookie-preferences';
import { DataExport } from '../../features/privacy/components/data-export';
import { DeleteAccount } from '../../features/privacy/components/delete-account';
import { SharingSettings } from '../../features/privacy/components/sharing-settings';
import { ProfileViewsList } from '../../features/candidates/components/profile-views-list';
import { CandidateTabs } from '../../features/profile/components/candidate-tabs';
import { Card } from '../../components/ui/card';
import { RequireAccount } from '../require-account';
import { isCandidate } from '../../lib/account/roles';

/**
 * `/privacy-settings` (spec §2): sharing flags (candidates), cookie preferences, data export and
 * account deletion (everyone signed in).
 */
export function PrivacySettingsPage() {
  const { t } = useTranslation('privacySettings');
  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount wrongRoleText="">
          {(me) => (
            <>
              {isCandidate(me.user.role) ? <CandidateTabs /> : null}
              <header className="grid gap-2">
                <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('title')}</h1>
                <p className="text-muted-foreground">{t('intro')}</p>
              </header>
              {isCandidate(me.user.role) ? (
                <Card role="region" aria-labelledby="sharing-title" className="grid gap-4 p-4 sm:p-6">
                  <h2 id="sharing-title" className="text-xl font-semibold text-brand-950">
                    {t('sharing.title')}
                  </h2>
                  <p className="text-sm text-muted-foreground">{t('sharing.description')}</p>
                  <SharingSettings />
                </Card>
              ) : null}
              {isCandidate(me.user.role) ? (
                <Card role="region" aria-labelledby="messages-title" className="grid gap-4 p-4 sm:p-6">
                  <h2 id="messages-title" className="text-xl font-semibold text-brand-950">
                    {t('messages.title')}
                  </h2>
                  <SharingSettings idPrefix="messages" flags={['showReadReceipts']} />
                </Card>
              ) : null}
              {isCandidate(me.user.role) ? (
                <Card className="p-4 sm:p-6">
                  <ProfileViewsList />
                </Card>
              ) : null}
              <Card role="region" aria-labelledby="cookies-title" className="grid gap-4 p-4 sm:p-6">
                <h2 id="cookies-title" className="text-xl font-semibold text-brand-950">
                  {t('cookies.title')}
                </h2>
                <CookiePreferences />
              </Card>
              <Card role="region" aria-labelledby="export-title" className="grid gap-4 p-4 sm:p-6">
                <h2 id="export-title" className="text-xl font-semibold text-brand-950">
                  {t('export.title')}
                </h2>
                <DataExport />
              </Card>
              <Card role="region" aria-labelledby="delete-title" className="grid gap-4 p-4 sm:p-6">
                <h2 id="delete-title" className="text-xl font-semibold text-brand-950">
                  {t('delete.title')}
                </h2>
                <DeleteAccount />
              </Card>
            </>
          )}
        </RequireAccount>
      </div>
    </>
  );
}
