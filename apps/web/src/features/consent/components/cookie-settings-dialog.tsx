import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { getConsent, saveConsent, type ConsentCategory } from '../consent-store';

export interface CookieSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

const CATEGORIES: readonly ConsentCategory[] = ['necessary', 'analytics', 'marketing'];

/** One switch per category (necessary always on), and "Save preferences". */
export function CookieSettingsDialog({ open, onOpenChange, onCloseAutoFocus }: CookieSettingsDialogProps) {
  const { t } = useTranslation('site');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('cookies.settingsTitle')}
      description={t('cookies.settingsDescription')}
    >
      {/* Mounted afresh on every opening, so the switches start from the stored choice. */}
      {open ? <CookieSettingsForm onSaved={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function CookieSettingsForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('site');
  const [choice, setChoice] = useState(() => {
    const stored = getConsent();
    return { analytics: stored?.analytics ?? false, marketing: stored?.marketing ?? false };
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        saveConsent(choice);
        onSaved();
      }}
    >
      <ul className="divide-y divide-border rounded-control border border-border">
        {CATEGORIES.map((category) => {
          const id = `cookie-category-${category}`;
          const checked = category === 'necessary' ? true : choice[category];
          return (
            <li key={category} className="flex items-start justify-between gap-4 p-4">
              <div>
                <Label htmlFor={id} className="font-semibold">
                  {t(`cookies.${category}.label`)}
                </Label>
                <p id={`${id}-text`} className="mt-0.5 text-sm text-muted-foreground">
                  {t(`cookies.${category}.text`)}
                </p>
              </div>
              <Switch
                id={id}
                className="mt-1"
                checked={checked}
                disabled={category === 'necessary'}
                aria-describedby={`${id}-text`}
                onCheckedChange={(value) => {
                  if (category !== 'necessary') setChoice((current) => ({ ...current, [category]: value }));
                }}
              />
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button type="submit">{t('cookies.save')}</Button>
      </div>
    </form>
  );
}
