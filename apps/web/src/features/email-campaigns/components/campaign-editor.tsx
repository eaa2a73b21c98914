import { CAMPAIGN_NAME_MAX, type Campaign, type CampaignPreview as Preview } from '@azubi/shared/admin/email-campaigns';
import { localDateTimeToUtc, utcToLocalDateTime } from '@azubi/shared/interviews/interview-time';
import { localizePath } from '@azubi/shared/i18n/locales';
import { Eye } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { useViewerTimeZone } from '../../interviews';
import { useCampaignCommand, useCampaignPreview } from '../api/campaigns';
import { toInput, validateCampaign, valuesOf, type CampaignValues } from '../campaign-values';
import { useDebouncedAudienceCount } from '../hooks/use-debounced-audience-count';
import { CampaignAudienceFields } from './campaign-audience-fields';
import { CampaignContentFields } from './campaign-content-fields';
import { CampaignPreview } from './campaign-preview';
import { CampaignSchedule, type SendWhen } from './campaign-schedule';
import { CampaignTestSend, type TestLocale } from './campaign-test-send';
import { SendConfirmDialog } from './send-confirm-dialog';

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
  const [when, setWhen] = useState<SendWhen>(campaign?.scheduledAt ? 'later' : 'now');
  // A scheduled campaign's time, in the admin's zone, as the field writes it ("2027-03-28T10:30").
  const [at, setAt] = useState(() => {
    if (!campaign?.scheduledAt) return '';
    const local = utcToLocalDateTime(campaign.scheduledAt, zone);
    return `${local.date}T${local.time}`;
  });
  const [atError, setAtError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const command = useCampaignCommand();
  const previewer = useCampaignPreview();

  const { audienceValid, recipients } = useDebouncedAudienceCount(values);

  const serverFields = command.error instanceof ApiError ? (command.error.fields ?? {}) : {};
  const formError = command.isError && Object.keys(serverFields).length === 0 ? command.error.message : null;
  const error = (field: string) => text(clientErrors[field] ?? serverFields[field]);
  const set = <K extends keyof CampaignValues>(key: K, value: CampaignValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  /** Saves what the form holds (a new draft or the changes), then runs `next` with the campaign's id. */
  const saveThen = (next?: (campaignId: string) => void) => {
    const invalid = validateCampaign(values);
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

  const testSend = (testLocale: TestLocale) =>
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
    const invalid = validateCampaign(values);
    const contentErrors = Object.fromEntries(
      Object.entries(invalid ?? {}).filter(([key]) => key.startsWith('subject') || key.startsWith('body')),
    );
    setClientErrors(contentErrors);
    if (Object.keys(contentErrors).length > 0) return;
    previewer.mutate(toInput(values), { onSuccess: setPreview });
  };

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

      <CampaignAudienceFields
        id={id}
        values={values}
        set={set}
        error={error}
        audienceValid={audienceValid}
        recipients={recipients}
      />

      <CampaignContentFields id={id} values={values} set={set} error={error} />

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

      {preview ? <CampaignPreview preview={preview} /> : null}

      <CampaignTestSend busy={command.isPending} onSend={testSend} />

      <CampaignSchedule
        id={id}
        when={when}
        onWhen={setWhen}
        at={at}
        onAt={setAt}
        atInstant={atInstant}
        atError={atError ?? error('scheduledAt')}
        zone={zone}
        scheduledAt={campaign?.scheduledAt}
        busy={command.isPending}
        onSend={() => {
          if (when === 'later') send();
          else setConfirming(true);
        }}
      />

      {confirming ? (
        <SendConfirmDialog
          recipients={recipients}
          busy={command.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={send}
        />
      ) : null}
    </form>
  );
}
