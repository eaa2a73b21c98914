import type { AuditEvent } from '@azubi/shared/admin/audit-log';
import { AUDIT_ACTIONS } from '@azubi/shared/admin/audit-actions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerPagedList } from '../../../components/server-paged-list';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useAddressFilters } from '../../../hooks/use-address-filters';
import { useAuditEvents } from '../api/admin-analytics';
import { useAdminAnalyticsFormat } from '../hooks/use-admin-analytics-format';

const FILTERS = ['action', 'email', 'from', 'to'] as const;

/**
 * `/admin/audit`: audit events newest first, filtered by action, the user's e-mail and day (kept
 * in the page address), paged on the server; one card per event.
 */
export function AuditLog() {
  const { t } = useTranslation('adminAnalytics');
  const id = useId();
  const { query, page, apply, reset, goTo, field: filterField } = useAddressFilters(FILTERS);
  const list = useAuditEvents(query);
  const field = (key: (typeof FILTERS)[number]) => filterField(id, key);

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <h2 id={`${id}-title`} className="sr-only">
        {t('audit.listTitle')}
      </h2>
      <form
        onSubmit={apply}
        role="search"
        className="grid gap-3 rounded-card border border-border bg-background p-4 sm:grid-cols-2 lg:grid-cols-4 [&>*]:min-w-0"
      >
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-action`}>{t('audit.action')}</Label>
          <NativeSelect
            {...field('action')}
            options={[
              { value: '', label: t('audit.actions.all') },
              ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) })),
            ]}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-email`}>{t('audit.email')}</Label>
          <Input type="search" autoComplete="off" {...field('email')} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-from`}>{t('audit.from')}</Label>
          <Input type="date" {...field('from')} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-to`}>{t('audit.to')}</Label>
          <Input type="date" {...field('to')} />
        </div>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">{t('audit.apply')}</Button>
          <Button type="button" variant="outline" onClick={reset}>
            {t('audit.reset')}
          </Button>
        </div>
      </form>
      <ServerPagedList
        list={list}
        page={page}
        onPage={goTo}
        itemKey={(event) => event.id}
        renderItem={(event) => <AuditEventCard event={event} />}
        texts={{
          retry: t('audit.retry'),
          none: t('audit.none'),
          count: (count) => t('audit.count', { count }),
          pages: t('audit.pages'),
          previous: t('audit.previous'),
          next: t('audit.next'),
          page: (page, pages) => t('audit.page', { page, pages }),
        }}
      />
    </section>
  );
}

function AuditEventCard({ event }: { event: AuditEvent }) {
  const { t } = useTranslation('adminAnalytics');
  const format = useAdminAnalyticsFormat();
  const titleId = useId();
  const known = (AUDIT_ACTIONS as readonly string[]).includes(event.action);
  const details = Object.entries(event.details);
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-2 rounded-card border border-border bg-background p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={titleId} className="text-lg font-semibold text-brand-950">
          {known ? t(`audit.actions.${event.action as (typeof AUDIT_ACTIONS)[number]}`) : event.action}
        </h3>
        <p className="text-sm text-muted-foreground">
          <time dateTime={event.createdAt}>{format.dateTime(event.createdAt)}</time>
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-muted-foreground">{t('audit.who')}</dt>
        <dd className="min-w-0 font-medium break-all">
          {event.user ? `${event.user.name} · ${event.user.email}` : t('audit.nobody')}
        </dd>
        {event.resourceType || event.resourceId ? (
          <>
            <dt className="text-muted-foreground">{t('audit.resource')}</dt>
            <dd className="min-w-0 break-all">{[event.resourceType, event.resourceId].filter(Boolean).join(' · ')}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t('audit.ip')}</dt>
        <dd className="min-w-0 break-all">{event.ipAddress ?? t('none')}</dd>
        <dt className="text-muted-foreground">{t('audit.userAgent')}</dt>
        <dd className="min-w-0 break-all">{event.userAgent ?? t('none')}</dd>
        {details.length > 0 ? (
          <>
            <dt className="text-muted-foreground">{t('audit.details')}</dt>
            <dd className="min-w-0 break-all">{details.map(([key, value]) => `${key}: ${value}`).join(' · ')}</dd>
          </>
        ) : null}
      </dl>
    </article>
  );
}
