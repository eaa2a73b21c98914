import { formatDate } from '@azubi/shared/dates/format-date';
import type { CreatedTestUsers } from '@azubi/shared/admin/test-users';
import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { useDeleteTestData, useTestUsers } from '../api/test-users';
import { CreateTestUsersForm } from './create-test-users-form';

/**
 * `/admin/create-test-users` (issue 19): make test accounts in one step, see the password once,
 * list what exists, delete all test data in one step (after a confirmation).
 */
export function TestUsersPanel() {
  const { t } = useTranslation('testUsers');
  const [created, setCreated] = useState<CreatedTestUsers | null>(null);
  return (
    <>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </header>
      <CreateTestUsersForm onCreated={setCreated} />
      {created ? <CreatedResult result={created} /> : null}
      <ExistingTestData onDeleted={() => setCreated(null)} />
    </>
  );
}

function CreatedResult({ result }: { result: CreatedTestUsers }) {
  const { t } = useTranslation('testUsers');
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.password);
      toast({ title: t('result.copied'), variant: 'success' });
    } catch {
      toast({ title: t('result.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-card border border-success/40 bg-success/5 p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('result.title', { count: result.created.length })}
      </h2>
      <p>{t('result.passwordIntro')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <code className="rounded-control border border-border bg-background px-3 py-2 font-mono text-base [overflow-wrap:anywhere]">
          {result.password}
        </code>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          {t('result.copy')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t('result.passwordOnce')}</p>
    </section>
  );
}

function ExistingTestData({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('testUsers');
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  const id = useId();
  const list = useTestUsers();
  const remove = useDeleteTestData();
  const [confirming, setConfirming] = useState(false);
  const counts = list.data?.counts;
  const total = counts ? counts.candidates + counts.employers + counts.companies : 0;

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-2xl font-semibold">
          {t('list.title')}
        </h2>
        {total > 0 ? (
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            {t('list.deleteAll')}
          </Button>
        ) : null}
      </div>
      {list.isPending ? <p className="text-muted-foreground">{t('list.loading')}</p> : null}
      {list.isError ? (
        <p role="alert" className="font-medium text-destructive">
          {list.error.message}
        </p>
      ) : null}
      {counts ? (
        <p>
          {t('list.counts', {
            candidates: counts.candidates,
            employers: counts.employers,
            listings: counts.listings,
            applications: counts.applications,
          })}
        </p>
      ) : null}
      {list.data && list.data.items.length === 0 ? <p className="text-muted-foreground">{t('list.empty')}</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <ul className="grid gap-2" aria-label={t('list.accounts')}>
          {list.data.items.map((user) => (
            <li
              key={user.id}
              className="grid gap-1 rounded-card border border-border bg-background p-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4"
            >
              <div className="min-w-0">
                <p className="font-medium">{user.name}</p>
                <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{user.email}</p>
              </div>
              <p className="text-sm sm:text-right">
                {user.role === 'azubi'
                  ? t('list.candidate', { state: t(`states.${user.approvalStatus ?? 'draft'}`) })
                  : t('list.employer', { company: user.companyName ?? '' })}
                <br />
                <span className="text-muted-foreground">{formatDate(user.createdAt, locale, { timeZone })}</span>
              </p>
            </li>
          ))}
        </ul>
      ) : null}

      {confirming ? (
        <Dialog
          open
          onOpenChange={(next) => (next ? null : setConfirming(false))}
          title={t('list.confirmTitle')}
          description={t('list.confirmText', {
            candidates: counts?.candidates ?? 0,
            employers: counts?.employers ?? 0,
            listings: counts?.listings ?? 0,
          })}
        >
          {remove.error ? (
            <p role="alert" className="text-sm font-semibold text-destructive">
              {remove.error.message}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('list.cancel')}</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: (result) => {
                    toast({ title: result.message, variant: 'success' });
                    setConfirming(false);
                    onDeleted();
                  },
                })
              }
            >
              {t('list.confirmDelete')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
