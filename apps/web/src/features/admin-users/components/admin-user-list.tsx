import type { AdminUserSummary } from '@azubi/shared/admin/admin-users';
import { ADMIN_USER_SORTS, ADMIN_USER_STATES } from '@azubi/shared/admin/admin-users-options';
import { USER_ROLES } from '@azubi/shared/auth/roles';
import { formatDate } from '@azubi/shared/dates/format-date';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServerPagedList } from '../../../components/server-paged-list';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useAddressFilters } from '../../../hooks/use-address-filters';
import { localizePath } from '@azubi/shared/i18n/locales';
import { useLocale } from '../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { useAdminUsers } from '../api/admin-users';
import { StateBadge } from './state-badge';

const FILTERS = ['q', 'role', 'state', 'from', 'to', 'sort'] as const;

/**
 * `/admin/users`: search and filters in the page address (so a view can be shared and the back
 * button works), sorted and paged on the server; a card per user with a link to their page.
 */
export function AdminUserList() {
  const { t } = useTranslation('adminUsers');
  const locale = useLocale();
  const id = useId();
  const { query, page, apply, reset, goTo, field: filterField } = useAddressFilters(FILTERS);
  const list = useAdminUsers(query);
  const field = (key: (typeof FILTERS)[number]) => filterField(id, key);

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <h2 id={`${id}-title`} className="sr-only">
        {t('listTitle')}
      </h2>
      <form
        onSubmit={apply}
        role="search"
        className="grid gap-3 rounded-card border border-border bg-background p-4 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0"
      >
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-3">
          <Label htmlFor={`${id}-q`}>{t('search')}</Label>
          <Input type="search" {...field('q')} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-role`}>{t('role')}</Label>
          <NativeSelect
            {...field('role')}
            options={[
              { value: '', label: t('roles.all') },
              ...USER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
            ]}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-state`}>{t('state')}</Label>
          <NativeSelect
            {...field('state')}
            options={[
              { value: '', label: t('states.all') },
              ...ADMIN_USER_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
            ]}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-sort`}>{t('sort')}</Label>
          <NativeSelect
            {...field('sort')}
            options={ADMIN_USER_SORTS.map((sort) => ({
              value: sort === 'newest' ? '' : sort,
              label: t(`sorts.${sort}`),
            }))}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-from`}>{t('from')}</Label>
          <Input type="date" {...field('from')} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-to`}>{t('to')}</Label>
          <Input type="date" {...field('to')} />
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <Button type="submit">{t('apply')}</Button>
          <Button type="button" variant="outline" onClick={reset}>
            {t('reset')}
          </Button>
        </div>
      </form>
      <ServerPagedList
        list={list}
        page={page}
        onPage={goTo}
        itemKey={(user) => user.id}
        renderItem={(user) => <UserCard user={user} locale={locale} />}
        texts={{
          retry: t('retry'),
          none: t('none'),
          count: (count) => t('count', { count }),
          pages: t('pages'),
          previous: t('previous'),
          next: t('next'),
          page: (page, pages) => t('page', { page, pages }),
        }}
      />
    </section>
  );
}

function UserCard({ user, locale }: { user: AdminUserSummary; locale: 'en' | 'de' }) {
  const { t } = useTranslation('adminUsers');
  const titleId = useId();
  const timeZone = useAccountTimeZone();
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-2 rounded-card border border-border bg-background p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-lg font-semibold break-words text-brand-950">
            <Link to={localizePath(`/admin/users/${user.id}`, locale)} className="underline-offset-4 hover:underline">
              {user.name}
            </Link>
          </h3>
          <StateBadge state={user.state} />
          {user.isDemo ? (
            <span className="rounded-full bg-muted px-2.5 py-0.5 text-sm font-semibold">{t('demo')}</span>
          ) : null}
        </div>
        <p className="text-sm break-all">{user.email}</p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-muted-foreground">{t('role')}:</dt>
            <dd className="font-medium">{user.role ? t(`roles.${user.role}`) : '—'}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted-foreground">{t('signedUp')}:</dt>
            <dd className="font-medium">{formatDate(user.createdAt, locale, { timeZone })}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted-foreground">{t('lastActive')}:</dt>
            <dd className="font-medium">
              {user.lastActiveAt ? formatDate(user.lastActiveAt, locale, { timeZone }) : t('never')}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
