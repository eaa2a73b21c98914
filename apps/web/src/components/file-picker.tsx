import { UPLOAD_MIME_TYPES } from '@azubi/shared/files/files';
import { LoaderCircle, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { FormField } from './form-field';
import { checkUpload } from '../lib/file-checks';
import { useSharedMessage } from '../hooks/use-shared-message';

export interface FilePickerProps {
  id: string;
  label: string;
  hint?: string;
  /** A message from outside (the server's answer, a form rule), shown when the picker has none. */
  error?: string;
  busy: boolean;
  /** Called with a file that passed the size and type checks; the upload button is only for that. */
  onUpload: (file: File) => void;
  buttonLabel: string;
}

/** A file field with the spec's checks (5 MB; JPEG, PNG, WebP, PDF) and an upload button. */
export function FilePicker({ id, label, hint, error, busy, onUpload, buttonLabel }: FilePickerProps) {
  const { t } = useTranslation('profileEditor');
  const text = useSharedMessage();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();

  return (
    <div className="grid gap-3">
      <FormField id={id} label={label} hint={hint ?? t('documents.rules')} error={problem ?? error}>
        {(control) => (
          <Input
            {...control}
            type="file"
            accept={UPLOAD_MIME_TYPES.join(',')}
            className="h-auto py-2"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const found = chosen ? checkUpload(chosen) : null;
              setProblem(found ? text(found.key, found.params) : undefined);
              setFile(found ? null : chosen);
            }}
          />
        )}
      </FormField>
      <Button
        variant="secondary"
        className="justify-self-start"
        disabled={!file || busy}
        onClick={() => {
          if (file) onUpload(file);
        }}
      >
        {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
        {busy ? t('documents.uploading') : buttonLabel}
      </Button>
    </div>
  );
}
