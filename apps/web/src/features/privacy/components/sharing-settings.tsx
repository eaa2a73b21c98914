import type { PrivacySettings } from '@azubi/shared/privacy/privacy';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { FormAlert } from '../../../components/form-alert';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { usePrivacySettings, useUpdatePrivacySettings } from '../api/privacy-api';

const FLAGS = ['shareProfile', 'shareDocuments'] as const;
type Flag = 'shareProfile' | 'shareDocuments' | 'showReadReceipts';
// Flags the server defaults to on when it has not stored a choice yet.
const DEFAULT_ON: readonly Flag[] = ['showReadReceipts'];

/**
 * The sharing flags (spec §3, §6): whether approved employers may find the profile and whether
 * employers in contact may open the documents. Each switch saves at once. There is no switch for
 * anonymity any more: since issue 27 every candidate stays anonymous until they reveal themselves
 * (docs/decisions/README.md "Anonymised first contact"), which the sharing list explains under its switches.
 */
export function SharingSettings({
  idPrefix = 'privacy',
  flags = FLAGS,
}: {
  idPrefix?: string;
  /** Which switches to show: the sharing flags, or the messages' "seen" marks (`showReadReceipts`). */
  flags?: readonly Flag[];
}) {
  const { t } = useTranslation('privacySettings');
  const settings = usePrivacySettings();
  const update = useUpdatePrivacySettings();
  const text = useSharedMessage();
  const [error, setError] = useState<string>();

  if (settings.isPending)
    return <LoaderCircle className="size-6 animate-spin text-primary" aria-label={t('loading')} />;
  if (settings.isError) return <FormAlert message={settings.error.message} />;

  const change = (flag: keyof PrivacySettings, value: boolean) => {
    setError(undefined);
    update.mutate(
      { ...settings.data, [flag]: value },
      {
        onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
        onError: (failure) => {
          const message =
            failure instanceof ApiError && failure.status !== 0
              ? failure.message
              : (text('privacy.updateFailed') ?? '');
          setError(message);
        },
      },
    );
  };

  return (
    <div className="grid gap-3">
      <ul className="divide-y divide-border rounded-control border border-border">
        {flags.map((flag) => {
          const id = `${idPrefix}-${flag}`;
          return (
            <li key={flag} className="flex items-start justify-between gap-4 p-4">
              <div>
                <Label htmlFor={id} className="font-semibold">
                  {t(`sharing.${flag}.label`)}
                </Label>
                <p id={`${id}-text`} className="mt-0.5 text-sm text-muted-foreground">
                  {t(`sharing.${flag}.text`)}
                </p>
              </div>
              <Switch
                id={id}
                className="mt-1"
                checked={
                  (update.isPending && update.variables ? update.variables[flag] : settings.data[flag]) ??
                  DEFAULT_ON.includes(flag)
                }
                disabled={update.isPending}
                aria-describedby={`${id}-text`}
                onCheckedChange={(value) => change(flag, value)}
              />
            </li>
          );
        })}
      </ul>
      {flags.includes('shareProfile') ? (
        <p className="text-sm text-muted-foreground">{t('sharing.anonymity')}</p>
      ) : null}
      <FormAlert message={error} />
    </div>
  );
}
