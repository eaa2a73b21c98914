import type { AdminUserDetail as Detail } from '@azubi/shared/admin/admin-users';
import { USER_ROLES, type UserRole } from '@azubi/shared/auth/roles';
import { formatDateTime } from '@azubi/shared/dates/format-date';
import { localizePath } from '@azubi/shared/i18n/locales';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { useLocale } from '../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { useAdminUser, useAdminUserAction } from '../api/admin-users';
import { StateBadge } from './state-badge';

/** `/admin/users/{id}`: the account, its company or profile, sessions, recent activity, and the actions. */
export function AdminUserDetail({ id }: { id: string }) {
  const { t } = useTranslation('adminUsers');
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  const user = useAdminUser(id);
  if (user.isPending) return <LoadingSpinner size="lg" className="py-12" />;
  if (user.isError)
    return <LoadError message={user.error.message} retryLabel={t('retry')} onRetry={() => void user.refetch()} />;
  const data = user.data;
  const when = (iso: string) => formatDateTime(iso, locale, { timeZone });
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <Link to={localizePath('/admin/users', locale)} className="text-sm font-medium text-primary underline">
          {t('back')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight break-words text-brand-950">{data.name}</h1>
          <StateBadge state={data.state} />
        </div>
        {data.suspendedReason ? (
          <p className="font-medium text-destructive">
            {t('detail.suspendedBecause', { reason: data.suspendedReason })}
          </p>
        ) : null}
      </header>

      <section aria-labelledby="account-title" className="grid gap-3 rounded-card border border-border p-4">
        <h2 id="account-title" className="text-xl font-semibold text-brand-950">
          {t('detail.account')}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Item label={t('detail.email')} value={data.email} />
          <Item label={t('role')} value={data.role ? t(`roles.${data.role}`) : '—'} />
          <Item label={t('detail.verified')} value={data.emailVerified ? t('detail.yes') : t('detail.no')} />
          <Item label={t('detail.language')} value={data.locale === 'de' ? 'Deutsch' : 'English'} />
          <Item label={t('detail.timezone')} value={data.timezone ?? '—'} />
          <Item label={t('signedUp')} value={when(data.createdAt)} />
          <Item label={t('lastActive')} value={data.lastActiveAt ? when(data.lastActiveAt) : t('never')} />
          {data.company ? (
            <>
              <Item label={t('detail.company')} value={data.company.name} />
              <Item label={t('detail.teamRole')} value={t(`detail.teamRoles.${data.company.teamRole}`)} />
            </>
          ) : null}
          {data.profile ? (
            <>
              <Item label={t('detail.approval')} value={data.profile.approvalStatus} />
              <Item label={t('detail.country')} value={data.profile.country ?? '—'} />
              <Item label={t('detail.germanLevel')} value={data.profile.germanLevel ?? '—'} />
            </>
          ) : null}
        </dl>
      </section>

      <Actions user={data} />

      <section aria-labelledby="sessions-title" className="grid gap-3">
        <h2 id="sessions-title" className="text-xl font-semibold text-brand-950">
          {t('detail.sessions')}
        </h2>
        {data.sessions.length === 0 ? (
          <p className="text-muted-foreground">{t('detail.noSessions')}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {data.sessions.map((session) => (
              <li key={session.id} className="rounded-control border border-border p-3 break-words">
                <p className="font-medium">{session.userAgent ?? t('detail.unknownDevice')}</p>
                <p className="text-muted-foreground">
                  {t('detail.sessionSince', { date: when(session.createdAt), until: when(session.expiresAt) })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="audit-title" className="grid gap-3">
        <h2 id="audit-title" className="text-xl font-semibold text-brand-950">
          {t('detail.audit')}
        </h2>
        {data.auditEvents.length === 0 ? (
          <p className="text-muted-foreground">{t('detail.noAudit')}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {data.auditEvents.map((event) => (
              <li key={event.id} className="grid gap-0.5 rounded-control border border-border p-3 break-words">
                <p className="font-medium">
                  {event.action}
                  {typeof event.details.action === 'string' ? `: ${event.details.action}` : ''}
                  {typeof event.details.type === 'string' ? `: ${event.details.type}` : ''}
                </p>
                <p className="text-muted-foreground">
                  {when(event.at)}
                  {event.ipAddress ? ` · ${event.ipAddress}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}

type Open = 'suspend' | 'delete' | null;

function Actions({ user }: { user: Detail }) {
  const { t } = useTranslation('adminUsers');
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const action = useAdminUserAction(user.id);
  const [role, setRole] = useState<UserRole>(user.role ?? 'azubi');
  const [open, setOpen] = useState<Open>(null);
  const [reason, setReason] = useState('');
  const fields = action.error instanceof ApiError ? (action.error.fields ?? {}) : {};
  const formError = action.isError && Object.keys(fields).length === 0 ? action.error.message : null;
  const done = (message: string) => toast({ title: message, variant: 'success' });

  const saveRole = (event: FormEvent) => {
    event.preventDefault();
    action.mutate({ action: 'role', input: { role } }, { onSuccess: () => done(t('done.role')) });
  };
  const suspend = (event: FormEvent) => {
    event.preventDefault();
    action.mutate(
      { action: 'suspend', input: { reason } },
      {
        onSuccess: () => {
          done(t('done.suspended'));
          setOpen(null);
          setReason('');
        },
      },
    );
  };

  return (
    <section aria-labelledby="actions-title" className="grid gap-4 rounded-card border border-border p-4">
      <h2 id="actions-title" className="text-xl font-semibold text-brand-950">
        {t('actions.title')}
      </h2>
      {user.isSelf ? <p className="text-muted-foreground">{t('detail.self')}</p> : null}
      {formError && !open ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {formError}
        </p>
      ) : null}
      {!user.isSelf ? (
        <form onSubmit={saveRole} className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-role`}>{t('actions.newRole')}</Label>
            <NativeSelect
              id={`${id}-role`}
              value={role}
              onChange={(event) => setRole(event.target.value as UserRole)}
              options={USER_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
            />
          </div>
          <Button type="submit" variant="outline" disabled={action.isPending || role === user.role}>
            {t('actions.saveRole')}
          </Button>
        </form>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!user.emailVerified ? (
          <Button
            variant="outline"
            disabled={action.isPending}
            onClick={() =>
              action.mutate(
                { action: 'resend-verification' },
                { onSuccess: (result) => done('message' in result ? String(result.message) : '') },
              )
            }
          >
            {t('actions.resend')}
          </Button>
        ) : null}
        {user.state === 'suspended' ? (
          <Button
            variant="outline"
            disabled={action.isPending}
            onClick={() => action.mutate({ action: 'unsuspend' }, { onSuccess: () => done(t('done.unsuspended')) })}
          >
            {t('actions.unsuspend')}
          </Button>
        ) : !user.isSelf ? (
          <Button variant="outline" onClick={() => setOpen('suspend')}>
            {t('actions.suspend')}
          </Button>
        ) : null}
        {!user.isSelf ? (
          <Button variant="destructive" onClick={() => setOpen('delete')}>
            {t('actions.delete')}
          </Button>
        ) : null}
      </div>

      {open === 'suspend' ? (
        <Dialog
          open
          onOpenChange={(next) => (next ? null : setOpen(null))}
          title={t('actions.suspendTitle', { name: user.name })}
          description={t('actions.suspendText')}
        >
          <form onSubmit={suspend} className="grid gap-4" noValidate>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-reason`}>{t('actions.reason')}</Label>
              <Textarea
                id={`${id}-reason`}
                rows={3}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={Boolean(fields.reason)}
                aria-describedby={fields.reason ? `${id}-reason-error` : undefined}
              />
              {fields.reason ? (
                <p id={`${id}-reason-error`} className="text-sm text-destructive">
                  {fields.reason}
                </p>
              ) : null}
            </div>
            {formError ? (
              <p role="alert" className="text-sm font-semibold text-destructive">
                {formError}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">{t('actions.cancel')}</Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={action.isPending}>
                {t('actions.confirmSuspend')}
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}

      {open === 'delete' ? (
        <Dialog
          open
          onOpenChange={(next) => (next ? null : setOpen(null))}
          title={t('actions.deleteTitle', { name: user.name })}
          description={t('actions.deleteText')}
        >
          {formError ? (
            <p role="alert" className="text-sm font-semibold text-destructive">
              {formError}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('actions.cancel')}</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={action.isPending}
              onClick={() =>
                action.mutate(
                  { action: 'delete' },
                  {
                    onSuccess: (result) => {
                      done('message' in result ? String(result.message) : '');
                      void navigate(localizePath('/admin/users', locale));
                    },
                  },
                )
              }
            >
              {t('actions.confirmDelete')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
