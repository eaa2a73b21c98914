import { localizePath } from '@azubi/shared/i18n/locales';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { useCampaigns } from '../../features/email-campaigns/api/campaigns';
import { CampaignDrafts } from '../../features/email-campaigns/components/campaign-drafts';
import { CampaignEditor } from '../../features/email-campaigns/components/campaign-editor';
import { CampaignResults } from '../../features/email-campaigns/components/campaign-results';
import { RequireAccount } from '../require-account';
import { useSharedMessage } from '../../hooks/use-shared-message';
import { useLocale } from '../../i18n/use-locale';

/**
 * `/admin/email-campaigns` (spec §2; issue 19; docs/decisions/README.md: only an admin runs campaigns): the
 * drafts and scheduled campaigns, and the editor for a new one or the one in `?edit=`.
 */
export function AdminEmailCampaignsPage() {
  const { t } = useTranslation('campaigns');
  const text = useSharedMessage();
  const locale = useLocale();
  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['admin']} wrongRoleText={text('campaigns.adminsOnly') ?? ''}>
          {() => (
            <>
              <header className="grid gap-2">
                <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('title')}</h1>
                <p className="text-muted-foreground">
                  {t('intro')}{' '}
                  <Link to={localizePath('/admin/campaigns', locale)} className="font-medium text-primary underline">
                    {t('toResults')}
                  </Link>
                </p>
              </header>
              <Workspace />
            </>
          )}
        </RequireAccount>
      </div>
    </>
  );
}

function Workspace() {
  const { t } = useTranslation('campaigns');
  const campaigns = useCampaigns();
  const [params, setParams] = useSearchParams();
  // A new editor each time "New campaign" is pressed.
  const [fresh, setFresh] = useState(0);
  // The draft this editor created: its address names it, the editor (and what is typed) stays.
  const [created, setCreated] = useState<string | null>(null);
  if (campaigns.isPending) return <LoadingSpinner size="lg" className="py-12" />;
  if (campaigns.isError)
    return (
      <LoadError message={campaigns.error.message} retryLabel={t('retry')} onRetry={() => void campaigns.refetch()} />
    );
  const drafts = campaigns.data.items.filter((c) => c.status === 'draft' || c.status === 'scheduled');
  const editId = params.get('edit');
  const editing = drafts.find((c) => c.id === editId) ?? null;
  const edit = (id: string | null) => setParams(id ? { edit: id } : {}, { replace: true });
  return (
    <>
      <CampaignDrafts
        campaigns={drafts}
        editing={editing?.id ?? null}
        onEdit={edit}
        onNew={() => {
          edit(null);
          setCreated(null);
          setFresh((n) => n + 1);
        }}
      />
      <div className="sm:rounded-card sm:border sm:border-border sm:p-6">
        <CampaignEditor
          key={editing && editing.id !== created ? editing.id : `new-${fresh}`}
          campaign={editing}
          onSaved={(id) => {
            if (id === editing?.id) return;
            setCreated(id);
            edit(id);
          }}
        />
      </div>
    </>
  );
}

/** `/admin/campaigns`: history and results of the campaigns sent, sending or scheduled. */
export function AdminCampaignResultsPage() {
  const { t } = useTranslation('campaigns');
  const text = useSharedMessage();
  const locale = useLocale();
  return (
    <>
      <title>{t('results.documentTitle')}</title>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['admin']} wrongRoleText={text('campaigns.adminsOnly') ?? ''}>
          {() => (
            <>
              <header className="grid gap-2">
                <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('results.title')}</h1>
                <p className="text-muted-foreground">
                  {t('results.intro')}{' '}
                  <Link
                    to={localizePath('/admin/email-campaigns', locale)}
                    className="font-medium text-primary underline"
                  >
                    {t('results.write')}
                  </Link>
                </p>
              </header>
              <Results />
            </>
          )}
        </RequireAccount>
      </div>
    </>
  );
}

function Results() {
  const { t } = useTranslation('campaigns');
  const campaigns = useCampaigns();
  if (campaigns.isPending) return <LoadingSpinner size="lg" className="py-12" />;
  if (campaigns.isError)
    return (
      <LoadError message={campaigns.error.message} retryLabel={t('retry')} onRetry={() => void campaigns.refetch()} />
    );
  return <CampaignResults campaigns={campaigns.data.items.filter((c) => c.status !== 'draft')} />;
}
