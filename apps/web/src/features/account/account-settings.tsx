import { localizePath, type Locale } from '@azubi/shared/i18n/locales';
import { formatDateTime } from '@azubi/shared/dates/format-date';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-error';
import { useLocale } from '../../i18n/use-locale';
import { useRememberAccountLocale } from '../auth';
import { useAccountTimeZone } from '../../lib/account/use-dates';
import { useMe } from '../../lib/account/use-me';
import { FormAlert } from '../../components/form-alert';
import { TimeZoneControl } from '../interviews';
import {
  useChangePassword,
  useConfirmEmailChange,
  useEndSession,
  useRequestEmailChange,
  useSessions,
  useUpdateName,
} from './api';
import { describeUserAgent } from './describe-user-agent';

/** The field errors of a failed request, and its message when no field carries it. */
function errorsOf(error: unknown): { fields: Record<string, string>; form: string | undefined } {
  if (!error) return { fields: {}, form: undefined };
  const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
  return { fields, form: Object.keys(fields).length ? undefined : (error as Error).message };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-card border border-border bg-background p-4 sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-brand-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described })}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * `/azubi-settings` (spec §2; issue 19): name, e-mail, password, language and time zone, and the
 * active sessions — for every role. A link from the e-mail change (`?emailToken=`) is confirmed here.
 */
export function AccountSettings() {
  const { t } = useTranslation('accountSettings');
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </header>
      <EmailConfirmation />
      <NameSection />
      <EmailSection />
      <PasswordSection />
      <LanguageSection />
      <SessionsSection />
    </div>
  );
}

function EmailConfirmation() {
  const [params, setParams] = useSearchParams();
  const token = params.get('emailToken');
  const confirm = useConfirmEmailChange();
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token, {
      onSettled: () => {
        const next = new URLSearchParams(params);
        next.delete('emailToken');
        setParams(next, { replace: true });
      },
    });
  }, [token, confirm, params, setParams]);
  if (confirm.isSuccess)
    return (
      <p role="status" className="rounded-control border border-success/40 bg-success/5 px-3 py-2.5 font-medium">
        {confirm.data.message}
      </p>
    );
  if (confirm.isError) return <FormAlert message={confirm.error.message} />;
  return null;
}

function NameSection() {
  const { t } = useTranslation('accountSettings');
  const me = useMe({ enabled: false }).data;
  const id = useId();
  const save = useUpdateName();
  const [name, setName] = useState(me?.user.fullName ?? '');
  const { fields, form } = errorsOf(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ name }, { onSuccess: ({ message }) => toast({ title: message, variant: 'success' }) });
  };
  return (
    <Section title={t('name.title')}>
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <Field id={`${id}-name`} label={t('name.label')} error={fields.name}>
          {(props) => <Input {...props} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <FormAlert message={form} />
        <div>
          <Button type="submit" disabled={save.isPending}>
            {t('name.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

function EmailSection() {
  const { t } = useTranslation('accountSettings');
  const me = useMe({ enabled: false }).data;
  const id = useId();
  const change = useRequestEmailChange();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { fields, form } = errorsOf(change.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ email, password }, { onSuccess: () => setPassword('') });
  };
  return (
    <Section title={t('email.title')}>
      <p className="text-sm">{t('email.current', { email: me?.user.email ?? '' })}</p>
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <Field id={`${id}-email`} label={t('email.label')} hint={t('email.hint')} error={fields.email}>
          {(props) => (
            <Input
              {...props}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-password`} label={t('email.password')} error={fields.password}>
          {(props) => (
            <Input
              {...props}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <FormAlert message={form} />
        {change.isSuccess ? (
          <p role="status" className="font-medium">
            {change.data.message}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={change.isPending}>
            {t('email.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

function PasswordSection() {
  const { t } = useTranslation('accountSettings');
  const id = useId();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { fields, form } = errorsOf(change.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: ({ message }) => {
          toast({ title: message, variant: 'success' });
          setCurrent('');
          setNext('');
        },
      },
    );
  };
  return (
    <Section title={t('password.title')}>
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <Field id={`${id}-current`} label={t('password.current')} error={fields.currentPassword}>
          {(props) => (
            <Input
              {...props}
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-new`} label={t('password.new')} hint={t('password.hint')} error={fields.newPassword}>
          {(props) => (
            <Input
              {...props}
              type="password"
              autoComplete="new-password"
              value={next}
              onChange={(e) => setNext(e.target.value)}
            />
          )}
        </Field>
        <FormAlert message={form} />
        <div>
          <Button type="submit" disabled={change.isPending}>
            {t('password.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

function LanguageSection() {
  const { t } = useTranslation('accountSettings');
  const locale = useLocale();
  const id = useId();
  const navigate = useNavigate();
  const remember = useRememberAccountLocale();
  return (
    <Section title={t('language.title')}>
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor={`${id}-language`}>{t('language.label')}</Label>
        <p id={`${id}-language-hint`} className="text-sm text-muted-foreground">
          {t('language.hint')}
        </p>
        <NativeSelect
          id={`${id}-language`}
          aria-describedby={`${id}-language-hint`}
          value={locale}
          onChange={(event) => {
            const next = event.target.value as Locale;
            remember(next);
            void navigate(localizePath('/azubi-settings', next));
          }}
          options={[
            { value: 'en', label: 'English' },
            { value: 'de', label: 'Deutsch' },
          ]}
        />
      </div>
      <TimeZoneControl />
    </Section>
  );
}

function SessionsSection() {
  const { t } = useTranslation('accountSettings');
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  const sessions = useSessions();
  const end = useEndSession();
  // Browser, system and device, not the raw user-agent string (issue 28).
  const deviceLabel = (userAgent: string | null) => {
    const { browser, system, device } = describeUserAgent(userAgent);
    const parts = [browser, system, device && t(`sessions.deviceKinds.${device}`)].filter(Boolean);
    return parts.length ? parts.join(' · ') : t('sessions.unknownDevice');
  };
  let content;
  if (sessions.isPending) content = <LoadingSpinner className="py-6" />;
  else if (sessions.isError)
    content = (
      <LoadError message={sessions.error.message} retryLabel={t('retry')} onRetry={() => void sessions.refetch()} />
    );
  else
    content = (
      <ul className="grid gap-2">
        {sessions.data.items.map((session) => (
          <li
            key={session.id}
            className="grid gap-2 rounded-control border border-border p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
          >
            <div className="grid min-w-0 gap-0.5">
              <p className="font-medium break-words">
                {deviceLabel(session.userAgent)}
                {session.current ? ` · ${t('sessions.thisDevice')}` : ''}
              </p>
              <p className="text-muted-foreground">
                {t('sessions.lastUsed', { date: formatDateTime(session.lastUsedAt, locale, { timeZone }) })}
              </p>
            </div>
            {!session.current ? (
              <Button
                variant="outline"
                size="sm"
                disabled={end.isPending}
                onClick={() =>
                  end.mutate(session.id, { onSuccess: () => toast({ title: t('sessions.ended'), variant: 'success' }) })
                }
              >
                {t('sessions.end')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    );
  return (
    <Section title={t('sessions.title')}>
      <p className="text-sm text-muted-foreground">{t('sessions.intro')}</p>
      <FormAlert message={end.error?.message} />
      {content}
    </Section>
  );
}
