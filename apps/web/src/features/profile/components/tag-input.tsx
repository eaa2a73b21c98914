import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { FormField } from '../../../components/form-field';

export interface TagInputProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  max?: number;
}

/** A list of short words (skills, hobbies): type one, press Enter or Add; each can be removed. */
export function TagInput({ id, label, hint, error, value, onChange, max = 30 }: TagInputProps) {
  const { t } = useTranslation('profileEditor');
  const [draft, setDraft] = useState('');
  const add = () => {
    const words = draft
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean);
    if (words.length === 0) return;
    onChange([...new Set([...value, ...words])].slice(0, max));
    setDraft('');
  };
  return (
    <div className="grid gap-2">
      <FormField id={id} label={label} hint={hint} error={error}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              value={draft}
              maxLength={100}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button variant="outline" onClick={add} disabled={!draft.trim() || value.length >= max}>
              <Plus aria-hidden="true" />
              {t('details.add')}
              <span className="sr-only">: {label}</span>
            </Button>
          </div>
        )}
      </FormField>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {value.map((word) => (
            <li
              key={word}
              className="flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground"
            >
              <span className="[overflow-wrap:anywhere]">{word}</span>
              <button
                type="button"
                className="grid size-8 place-items-center rounded-full hover:bg-secondary-hover"
                onClick={() => onChange(value.filter((item) => item !== word))}
              >
                <X className="size-4" aria-hidden="true" />
                <span className="sr-only">{t('details.removeWord', { word })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
