import {
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_NAME_MAX,
  CAMPAIGN_SUBJECT_MAX,
  CAMPAIGN_VERIFIED,
  CampaignAudienceInputSchema,
  CampaignInputSchema,
  type Campaign,
  type CampaignAudience,
  type CampaignInput,
  type CampaignPreview,
} from '@azubi/shared/admin/email-campaigns';
import {
  formatInterviewTime,
  localDateTimeToUtc,
  timeZoneCity,
  utcToLocalDateTime,
} from '@azubi/shared/interviews/interview-time';
import { PROGRAM_TYPES, type ProgramType } from '@azubi/shared/listings/listing';
import { localizePath } from '@azubi/shared/i18n/locales';
import { Eye, Mail, Send, Users } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { FormField } from '../../../components/form-field';
import { useViewerTimeZone } from '../../interviews';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { useAudienceCount, useCampaignCommand, useCampaignPreview } from '../api/campaigns';

/** What the form holds; `toInput` turns it into what the API takes. */
export interface CampaignValues {
  name: string;
  audience: CampaignAudience;
  language: '' | 'en' | 'de';
  programs: ProgramType[];
  country: string;
  verified: (typeof CAMPAIGN_VERIFIED)[number];
  subjectEn: string;
  subjectDe: string;
  bodyEn: string;
  bodyDe: string;
}

const EMPTY: CampaignValues = {
  name: '',
  audience: 'all',
  language: '',
  programs: [],
  country: '',
  verified: 'any',
  subjectEn: '',
  subjectDe: '',
  bodyEn: '',
  bodyDe: '',
};

export function valuesOf(campaign: Campaign | null): CampaignValues {
  if (!campaign) return EMPTY;
  return {
    name: campaign.name,
    audience: campaign.audience,
    language: campaign.filter.language ?? '',
    programs: campaign.filter.programs,
    country: campaign.filter.country ?? '',
    verified: campaign.filter.verified,
    subjectEn: campaign.subjectEn,
    subjectDe: campaign.subjectDe,
    bodyEn: campaign.bodyEn,
    bodyDe: campaign.bodyDe,
  };
}

function toInput(values: CampaignValues): CampaignInput {
  return {
    name: values.name,
    audience: values.audience,
    filter: {
      language: values.language || null,
      programs: values.programs,
      country: values.country,
      verified: values.verified,
    },
    subjectEn: values.subjectEn,
    subjectDe: values.subjectDe,
    bodyEn: values.bodyEn,
    bodyDe: values.bodyDe,
  };
}

/** The shared schema's messages by field path ('subjectEn', 'filter.country'); null when valid. */
function validate(values: CampaignValues): Record<string, string> | null {
  const parsed = CampaignInputSchema.safeParse(toInput(values));
  if (parsed.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Writes or edits a campaign (spec §2 /admin/email-campaigns): name, audience, subject and text in
 * English and German (Markdown), the server's count of recipients, the preview as recipients see
 * it, a test send to oneself, and sending now or at a time in the admin's time zone.
 */
export function CampaignEditor({ campaign, onSaved }: { campaign: Campaign | null; onSaved: (id: string) => void }) {
  const { t } = useTranslation('campaigns');
  const text = useSharedMessage();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const zone = useViewerTimeZone();
  const [values, setValues] = useState<CampaignValues>(() => valuesOf(campaign));
  const [savedId, setSavedId] = useState<string | null>(campaign?.id ?? null);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [when, setWhen] = useState<'now' | 'later'>(campaign?.scheduledAt ? 'later' : 'now');
  // A scheduled campaign's time, in the admin's zone, as the field writes it ("2027-03-28T10:30").
  const [at, setAt] = useState(() => {
    if (!campaign?.scheduledAt) return '';
    const local = utcToLocalDateTime(campaign.scheduledAt, zone);
    return `${local.date}T${local.time}`;
  });
  const [atError, setAtError] = useState<string | null>(null);
  const [testLocale, setTestLocale] = useState<'en' | 'de' | 'both'>('both');
  const [confirming, setConfirming] = useState(false);
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const command = useCampaignCommand();
  const previewer = useCampaignPreview();

  const audienceInput = useDebounced(
    {
      audience: values.audience,
      filter: toInput(values).filter,
    },
    300,
  );
  const audienceValid = CampaignAudienceInputSchema.safeParse(audienceInput).success;
  const count = useAudienceCount(audienceInput, audienceValid);

  const serverFields = command.error instanceof ApiError ? (command.error.fields ?? {}) : {};
  const formError = command.isError && Object.keys(serverFields).length === 0 ? command.error.message : null;
  const error = (field: string) => text(clientErrors[field] ?? serverFields[field]);
  const set = <K extends keyof CampaignValues>(key: K, value: CampaignValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  /** Saves what the form holds (a new draft or the changes), then runs `next` with the campaign's id. */
  const saveThen = (next?: (campaignId: string) => void) => {
    const invalid = validate(values);
    setClientErrors(invalid ?? {});
    if (invalid) {
      const first = Object.keys(invalid)[0]!;
      document.getElementById(`${id}-${first.replace('filter.', '')}`)?.focus();
      return;
    }
    command.mutate(
      { action: 'save', id: savedId, input: toInput(values) },
      {
        onSuccess: (result) => {
          if (!('id' in result)) return;
          setSavedId(result.id);
          onSaved(result.id);
          if (next) next(result.id);
          else toast({ title: t('editor.saved'), variant: 'success' });
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveThen();
  };

  const testSend = () =>
    saveThen((campaignId) =>
      command.mutate(
        { action: 'test-send', id: campaignId, input: { locale: testLocale } },
        { onSuccess: (result) => toast({ title: 'message' in result ? result.message : '', variant: 'success' }) },
      ),
    );

  const scheduledAt = () => {
    const [date = '', time = ''] = at.split('T');
    return date && time ? localDateTimeToUtc({ date, time }, zone) : null;
  };

  const send = () => {
    let input: { scheduledAt: string | null } = { scheduledAt: null };
    if (when === 'later') {
      const instant = scheduledAt();
      if (!instant) return setAtError(text('campaigns.scheduleInvalid') ?? null);
      if (instant.getTime() <= Date.now()) return setAtError(text('campaigns.scheduleInPast') ?? null);
      input = { scheduledAt: instant.toISOString() };
    }
    setAtError(null);
    saveThen((campaignId) =>
      command.mutate(
        { action: 'send', id: campaignId, input },
        {
          onSuccess: () => {
            setConfirming(false);
            toast({ title: when === 'later' ? t('send.scheduled') : t('send.started'), variant: 'success' });
            void navigate(localizePath('/admin/campaigns', locale));
          },
          onError: () => setConfirming(false),
        },
      ),
    );
  };

  const showPreview = () => {
    const invalid = validate(values);
    const contentErrors = Object.fromEntries(
      Object.entries(invalid ?? {}).filter(([key]) => key.startsWith('subject') || key.startsWith('body')),
    );
    setClientErrors(contentErrors);
    if (Object.keys(contentErrors).length > 0) return;
    previewer.mutate(toInput(values), { onSuccess: setPreview });
  };

  const recipients = count.data?.count;
  const atInstant = when === 'later' ? scheduledAt() : null;

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-brand-950">
        {campaign ? t('editor.editTitle', { name: campaign.name }) : t('editor.newTitle')}
      </h2>

      <FormField id={`${id}-name`} label={t('editor.name')} hint={t('editor.nameHint')} error={error('name')}>
        {(control) => (
          <Input
            {...control}
            maxLength={CAMPAIGN_NAME_MAX}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
          />
        )}
      </FormField>

      <fieldset className="grid gap-4 rounded-card border border-border p-4">
        <legend className="px-1 text-lg font-semibold text-brand-950">{t('audience.title')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-audience`} label={t('audience.who')} error={error('audience')}>
            {(control) => (
              <NativeSelect
                {...control}
                value={values.audience}
                onChange={(event) => set('audience', event.target.value as CampaignAudience)}
                options={CAMPAIGN_AUDIENCES.map((value) => ({ value, label: t(`audiences.${value}`) }))}
              />
            )}
          </FormField>
          <FormField id={`${id}-language`} label={t('audience.language')} error={error('filter.language')}>
            {(control) => (
              <NativeSelect
                {...control}
                value={values.language}
                onChange={(event) => set('language', event.target.value as CampaignValues['language'])}
                options={[
                  { value: '', label: t('audience.anyLanguage') },
                  { value: 'en', label: t('audience.english') },
                  { value: 'de', label: t('audience.german') },
                ]}
              />
            )}
          </FormField>
          <FormField
            id={`${id}-country`}
            label={t('audience.country')}
            hint={t('audience.countryHint')}
            error={error('filter.country')}
          >
            {(control) => (
              <Input
                {...control}
                maxLength={2}
                autoComplete="off"
                className="uppercase"
                value={values.country}
                onChange={(event) => set('country', event.target.value.toUpperCase())}
              />
            )}
          </FormField>
          <FormField id={`${id}-verified`} label={t('audience.verified')} error={error('filter.verified')}>
            {(control) => (
              <NativeSelect
                {...control}
                value={values.verified}
                onChange={(event) => set('verified', event.target.value as CampaignValues['verified'])}
                options={CAMPAIGN_VERIFIED.map((value) => ({ value, label: t(`audience.verifiedOptions.${value}`) }))}
              />
            )}
          </FormField>
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{t('audience.programs')}</legend>
          <p className="text-sm text-muted-foreground">{t('audience.programsHint')}</p>
          <div className="flex flex-wrap gap-x-6 gap-y-3">
            {PROGRAM_TYPES.map((program) => (
              <div key={program} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-program-${program}`}
                  checked={values.programs.includes(program)}
                  onCheckedChange={(checked) =>
                    set(
                      'programs',
                      checked === true
                        ? [...values.programs, program]
                        : values.programs.filter((value) => value !== program),
                    )
                  }
                />
                <Label htmlFor={`${id}-program-${program}`}>{t(`programs.${program}`)}</Label>
              </div>
            ))}
          </div>
        </fieldset>
        <p
          aria-live="polite"
          className="flex items-start gap-2 rounded-control bg-muted p-3 text-sm"
          data-testid="audience-count"
        >
          <Users className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {!audienceValid ? (
              t('audience.countUnknown')
            ) : recipients === undefined ? (
              t('audience.counting')
            ) : (
              <>
                <strong className="font-semibold">{t('audience.count', { count: recipients })}</strong>{' '}
                {t('audience.countNote')}
              </>
            )}
          </span>
        </p>
      </fieldset>

      <div className="grid gap-6 lg:grid-cols-2">
        {(['En', 'De'] as const).map((lang) => (
          <fieldset key={lang} className="grid content-start gap-4 rounded-card border border-border p-4">
            <legend className="px-1 text-lg font-semibold text-brand-950">{t(`editor.in${lang}`)}</legend>
            <FormField id={`${id}-subject${lang}`} label={t('editor.subject')} error={error(`subject${lang}`)}>
              {(control) => (
                <Input
                  {...control}
                  lang={lang.toLowerCase()}
                  maxLength={CAMPAIGN_SUBJECT_MAX}
                  value={values[`subject${lang}`]}
                  onChange={(event) => set(`subject${lang}`, event.target.value)}
                />
              )}
            </FormField>
            <FormField
              id={`${id}-body${lang}`}
              label={t('editor.body')}
              hint={t('editor.bodyHint')}
              error={error(`body${lang}`)}
            >
              {(control) => (
                <Textarea
                  {...control}
                  lang={lang.toLowerCase()}
                  rows={10}
                  className="font-mono text-sm"
                  value={values[`body${lang}`]}
                  onChange={(event) => set(`body${lang}`, event.target.value)}
                />
              )}
            </FormField>
          </fieldset>
        ))}
      </div>

      {formError ? (
        <p role="alert" className="font-semibold text-destructive">
          {formError}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={command.isPending}>
          {t('editor.save')}
        </Button>
        <Button type="button" variant="outline" onClick={showPreview} disabled={previewer.isPending}>
          <Eye aria-hidden="true" />
          {t('preview.show')}
        </Button>
      </div>

      {preview ? (
        <section aria-labelledby={`${id}-preview`} className="grid gap-3">
          <h3 id={`${id}-preview`} className="text-xl font-semibold text-brand-950">
            {t('preview.title')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('preview.hint')}</p>
          <div className="grid gap-4 lg:grid-cols-2">
            {(['en', 'de'] as const).map((lang) => (
              <figure key={lang} className="grid min-w-0 gap-2 rounded-card border border-border p-3">
                <figcaption className="grid gap-0.5 text-sm">
                  <span className="font-semibold">{t(`preview.${lang}`)}</span>
                  <span className="break-words">
                    {t('preview.subject')}: <span lang={lang}>{preview[lang].subject}</span>
                  </span>
                </figcaption>
                <iframe
                  title={t('preview.frame', { language: t(`preview.${lang}`) })}
                  sandbox=""
                  srcDoc={preview[lang].html}
                  className="h-96 w-full rounded-control border border-border bg-white"
                />
              </figure>
            ))}
          </div>
        </section>
      ) : null}

      <fieldset className="grid gap-3 rounded-card border border-border p-4">
        <legend className="px-1 text-lg font-semibold text-brand-950">{t('test.title')}</legend>
        <p className="text-sm text-muted-foreground">{t('test.hint')}</p>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-test-locale`}>{t('test.language')}</Label>
            <NativeSelect
              id={`${id}-test-locale`}
              value={testLocale}
              onChange={(event) => setTestLocale(event.target.value as typeof testLocale)}
              options={[
                { value: 'both', label: t('test.both') },
                { value: 'en', label: t('audience.english') },
                { value: 'de', label: t('audience.german') },
              ]}
            />
          </div>
          <Button type="button" variant="outline" onClick={testSend} disabled={command.isPending}>
            <Mail aria-hidden="true" />
            {t('test.send')}
          </Button>
        </div>
      </fieldset>

      <fieldset className="grid gap-3 rounded-card border border-border p-4">
        <legend className="px-1 text-lg font-semibold text-brand-950">{t('send.title')}</legend>
        <div role="radiogroup" aria-label={t('send.when')} className="flex flex-wrap gap-x-6 gap-y-2">
          {(['now', 'later'] as const).map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-when`}
                value={option}
                checked={when === option}
                onChange={() => setWhen(option)}
                className="size-5 accent-primary"
              />
              {t(`send.${option}`)}
            </label>
          ))}
        </div>
        {when === 'later' ? (
          <FormField
            id={`${id}-at`}
            label={t('send.at', { zone: timeZoneCity(zone) })}
            hint={
              atInstant
                ? t('send.atHint', { time: formatInterviewTime(atInstant, zone, locale) })
                : t('send.zoneHint', { zone })
            }
            error={atError ?? error('scheduledAt')}
            className="max-w-sm"
          >
            {(control) => (
              <Input {...control} type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} />
            )}
          </FormField>
        ) : null}
        {campaign?.scheduledAt ? (
          <p className="text-sm">
            {t('send.currentlyScheduled', { time: formatInterviewTime(campaign.scheduledAt, zone, locale) })}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            disabled={command.isPending}
            onClick={() => {
              if (when === 'later') send();
              else setConfirming(true);
            }}
          >
            <Send aria-hidden="true" />
            {when === 'later' ? t('send.schedule') : t('send.sendNow')}
          </Button>
        </div>
      </fieldset>

      {confirming ? (
        <Dialog
          open
          onOpenChange={(next) => (next ? null : setConfirming(false))}
          title={t('send.confirmTitle')}
          description={recipients === undefined ? t('send.confirmText') : t('send.confirmCount', { count: recipients })}
        >
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline">{t('send.back')}</Button>
            </DialogClose>
            <Button onClick={send} disabled={command.isPending}>
              {t('send.confirm')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </form>
  );
}
