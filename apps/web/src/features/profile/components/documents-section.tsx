import { OTHER_DOCUMENTS_MAX, type DocumentType } from '@azubi/shared/files/files';
import type { CandidateProfile } from '@azubi/shared/profile/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { FormField } from '../../../components/form-field';
import { useUploadDocument } from '../api/profile-api';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { DocumentItem } from './document-item';
import { FilePicker } from '../../../components/file-picker';
import { SectionCard } from './section-card';

/** The school-leaving certificate and other documents, each listed with its type and date. */
export function DocumentsSection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation('profileEditor');
  const school = profile.documents.find((document) => document.type === 'school_certificate') ?? null;
  const others = profile.documents.filter((document) => document.type === 'other_document');
  return (
    <SectionCard id="documents" title={t('documents.title')} description={t('documents.description')}>
      <div className="grid gap-3">
        <h3 className="font-semibold text-brand-950">{t('documents.types.school_certificate')}</h3>
        {school ? (
          <ul className="grid gap-2">
            <DocumentItem document={school} />
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('documents.noSchool')}</p>
        )}
        <DocumentUpload
          id="documents-school"
          type="school_certificate"
          label={school ? t('documents.replaceSchool') : t('documents.uploadSchool')}
        />
      </div>
      <div className="grid gap-3">
        <h3 className="font-semibold text-brand-950">{t('documents.types.other_document')}</h3>
        {others.length > 0 ? (
          <ul className="grid gap-2">
            {others.map((document) => (
              <DocumentItem key={document.id} document={document} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('documents.noOthers')}</p>
        )}
        {others.length < OTHER_DOCUMENTS_MAX ? (
          <DocumentUpload id="documents-other" type="other_document" label={t('documents.uploadOther')} withLabel />
        ) : (
          <p className="text-sm text-muted-foreground">{t('documents.othersFull', { max: OTHER_DOCUMENTS_MAX })}</p>
        )}
      </div>
    </SectionCard>
  );
}

function DocumentUpload({
  id,
  type,
  label,
  withLabel = false,
}: {
  id: string;
  type: DocumentType;
  label: string;
  withLabel?: boolean;
}) {
  const { t } = useTranslation('profileEditor');
  const text = useSharedMessage();
  const upload = useUploadDocument();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [pickerKey, setPickerKey] = useState(0);
  return (
    <div className="grid gap-3 rounded-control border border-dashed border-border p-3">
      {withLabel ? (
        <FormField id={`${id}-label`} label={t('documents.label')} hint={t('documents.labelHint')}>
          {(control) => <Input {...control} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />}
        </FormField>
      ) : null}
      <FilePicker
        key={pickerKey}
        id={id}
        label={label}
        error={error}
        busy={upload.isPending}
        buttonLabel={t('documents.uploadButton')}
        onUpload={(file) => {
          setError(undefined);
          upload.mutate(
            { type, file, label: withLabel ? name : undefined },
            {
              onSuccess: (result) => {
                setPickerKey((n) => n + 1);
                setName('');
                toast({ title: result.message, variant: 'success' });
              },
              onError: (failure) => {
                const message =
                  failure instanceof ApiError && failure.status !== 0 ? failure.message : text('files.uploadFailed');
                setError(message);
              },
            },
          );
        }}
      />
    </div>
  );
}
