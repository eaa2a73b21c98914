import type { ConversationSide, ConversationSummary } from '@azubi/shared/messaging/messaging';
import { MessagesSquare, Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTypedBeforeStart } from '../../../lib/use-typed-before-start';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useLocale } from '../../../i18n/use-locale';
import { cn } from '../../../lib/cn';
import { useConversations } from '../api/get-conversations';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { dayLabel, localDay, messageTime } from '../day-groups';

export interface ConversationListProps {
  /** The reader's side: a candidate sees companies, a company sees candidates. */
  side: ConversationSide;
  /** Where a conversation opens: `${basePath}/${id}` (already in the page's language). */
  basePath: string;
  activeId?: string;
  className?: string;
  /** A heading level for the list's title (2 inside a page, 3 inside a dashboard section). */
  headingLevel?: 2 | 3;
}

/**
 * The last message's line: the platform's lines as the system's, the reader's own as "You", a
 * colleague's on the reader's side by their name, the other side's as it is (their name heads the row).
 */
function lastLine(
  last: NonNullable<ConversationSummary['lastMessage']>,
  side: ConversationSide,
  t: TFunction<'messages'>,
): string {
  if (last.system) return t('list.systemWrote', { text: last.preview });
  if (last.byReader) return t('list.youWrote', { text: last.preview });
  if (last.side === side) return t('list.otherWrote', { name: last.senderName, text: last.preview });
  return last.preview;
}

/** The reader's conversations with a search, unread ones first (with their count), then the newest. */
export function ConversationList({ side, basePath, activeId, className, headingLevel = 2 }: ConversationListProps) {
  const { t } = useTranslation('messages');
  const id = useId();
  const [q, setQ] = useState('');
  const searchField = useRef<HTMLInputElement>(null);
  useTypedBeforeStart(searchField, q, setQ);
  const query = useConversations(q);
  const Heading = `h${headingLevel}` as 'h2';

  let content;
  if (query.isPending) content = <LoadingSpinner text={t('list.loading')} className="py-10" />;
  else if (query.isError)
    content = <LoadError message={query.error.message} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0)
    content = (
      <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-muted-foreground">
        <MessagesSquare className="size-8" aria-hidden="true" />
        <p>{q.trim() ? t('list.noMatch') : side === 'candidate' ? t('list.emptyCandidate') : t('list.emptyCompany')}</p>
      </div>
    );
  else
    content = (
      <ul className="divide-y divide-border" aria-busy={query.isPlaceholderData}>
        {query.data.items.map((conversation) => (
          <li key={conversation.id}>
            <ConversationLink
              conversation={conversation}
              side={side}
              to={`${basePath}/${conversation.id}`}
              active={conversation.id === activeId}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={`${id}-title`} className={cn('flex min-h-0 flex-col', className)}>
      <div className="grid gap-2 border-b border-border p-3">
        <Heading id={`${id}-title`} className="text-lg font-semibold text-brand-950">
          {t('list.title')}
        </Heading>
        <Label htmlFor={`${id}-search`} className="sr-only">
          {t('list.search')}
        </Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={searchField}
            id={`${id}-search`}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t('list.searchPlaceholder')}
            className="pl-9"
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">{content}</div>
    </section>
  );
}

function ConversationLink({
  conversation,
  side,
  to,
  active,
}: {
  conversation: ConversationSummary;
  side: ConversationSide;
  to: string;
  active: boolean;
}) {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const zone = useAccountTimeZone();
  const name = side === 'candidate' ? conversation.company.name : conversation.candidate.name;
  const picture = side === 'candidate' ? conversation.company.logoUrl : conversation.candidate.photoUrl;
  const last = conversation.lastMessage;
  const unread = conversation.unreadCount;
  const when = last
    ? localDay(last.createdAt, zone) === localDay(new Date().toISOString(), zone)
      ? messageTime(last.createdAt, locale, zone)
      : dayLabel(
          localDay(last.createdAt, zone),
          locale,
          { today: t('day.today'), yesterday: t('day.yesterday') },
          new Date(),
          zone,
        )
    : '';
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-start gap-3 px-3 py-3 hover:bg-muted focus-visible:-outline-offset-2',
        active && 'bg-secondary',
      )}
    >
      {picture ? (
        <img src={picture} alt="" className="size-10 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-secondary font-semibold text-primary"
        >
          {initials(name)}
        </span>
      )}
      <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('min-w-0 truncate', unread ? 'font-bold text-brand-950' : 'font-semibold')}>{name}</span>
          {/* The time as the server wrote it may differ from the browser's by its time zone data: kept. */}
          {when ? (
            <span className="shrink-0 text-xs text-muted-foreground" suppressHydrationWarning>
              {when}
            </span>
          ) : null}
        </span>
        <span className="truncate text-sm text-foreground">{conversation.subject ?? t('conversation.noSubject')}</span>
        <span className="flex items-center justify-between gap-2">
          <span className="min-w-0 truncate text-sm text-muted-foreground">{last ? lastLine(last, side, t) : ''}</span>
          {unread ? (
            <span className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground">
              {unread > 99 ? '99+' : unread}
              <span className="sr-only"> {t('list.unread', { count: unread })}</span>
            </span>
          ) : null}
          {conversation.blockedByCandidate ? (
            <span className="shrink-0 text-xs font-medium text-destructive">{t('list.blocked')}</span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}
