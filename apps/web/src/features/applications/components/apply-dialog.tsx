import { COVER_LETTER_MAX } from '@azubi/shared/applications/application-rules';
import type { Me } from '@azubi/shared/auth/schemas';
import { localizePath } from '@azubi/shared/i18n/locales';
import { CircleCheck, LoaderCircle, MailWarning, UserRoundPen } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { FormAlert } from '../../../components/form-alert';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { useApplyToListing } from '../api/apply-to-listing';
import { useApplyReadiness } from '../api/get-apply-readiness';
import { unmetRequirements, type ListingRequirements } from '../unmet-requirements';
import { ApplicationDocumentsPicker, defaultDocumentChoice, type DocumentChoice } from './application-documents-picker';
import { UnmetRequirements } from './unmet-requirements-notice';

export interface ApplyDialogProps {
  /** The listing and what it asks of candidates, to name what the profile does not meet. */
  listing: ListingRequirements & { id: string; title: string };
  me: Me;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful application. */
  onApplied?: () => void;
}

/**
 * Apply with a cover letter (spec §2). The dialog first says what is missing (a confirmed e-mail,
 * an approved profile) and links to where to fix it; then which of the listing's requirements the
 * profile does not meet (the candidate may apply anyway); then the documents that go with it: the
 * generated CV and the candidate's own documents, chosen for this application only, against what
 * the listing asks for (issue 28.2). The letter is kept when sending fails, and also when the
 * dialog is closed and opened again.
 */
export function ApplyDialog({ listing, me, open, onOpenChange, onApplied }: ApplyDialogProps) {
  const { t } = useTranslation('applications');
  const tShared = useSharedMessage();
  const locale = useLocale();
  const id = useId();
  const [letter, setLetter] = useState('');
  // null until the candidate changes something: the listing's defaults apply.
  const [choice, setChoice] = useState<DocumentChoice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const readiness = useApplyReadiness({ enabled: open && me.user.emailVerified });
  const apply = useApplyToListing(listing.id);

  const documents = readiness.data?.documents ?? [];
  const chosen = choice ?? defaultDocumentChoice(listing.requiredDocuments, documents);

  const send = () => {
    setFailure(null);
    apply.mutate(
      { coverLetter: letter, includeCv: chosen.includeCv, documentIds: chosen.documentIds },
      {
        onSuccess: () => {
          toast({ title: tShared('applications.submitted') ?? '', variant: 'success' });
          setLetter('');
          setChoice(null);
          onOpenChange(false);
          onApplied?.();
        },
        onError: (error) => {
          // The server's message is in the reader's language ("You have already applied to this position",
          // the hourly limit); a failure without one gets the spec's "Error submitting application".
          const message =
            error instanceof ApiError && error.status !== 0 && error.status < 500
              ? error.message
              : `${tShared('applications.submitFailed')}${error instanceof ApiError && error.status === 0 ? `: ${error.message}` : ''}`;
          setFailure(message);
        },
      },
    );
  };

  let body;
  let footer = null;
  if (!me.user.emailVerified) {
    body = (
      <Missing
        icon={<MailWarning className="size-6 text-amber-700" aria-hidden="true" />}
        title={t('apply.missing.emailTitle')}
        text={t('apply.missing.emailText', { email: me.user.email })}
        to={localizePath('/dashboard', locale)}
        action={t('apply.missing.emailAction')}
      />
    );
  } else if (readiness.isPending) {
    body = <LoadingSpinner text={t('apply.checking')} className="py-8" />;
  } else if (readiness.isError) {
    body = <FormAlert message={readiness.error.message} />;
  } else if (readiness.data.approvalStatus !== 'approved') {
    const status = readiness.data.approvalStatus;
    body = (
      <Missing
        icon={<UserRoundPen className="size-6 text-amber-700" aria-hidden="true" />}
        title={t('apply.missing.profileTitle')}
        text={t(`apply.missing.profile.${status}`)}
        to={localizePath('/my-profile', locale)}
        action={t('apply.missing.profileAction')}
      />
    );
  } else {
    body = (
      <form
        id={`${id}-form`}
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <p className="flex items-center gap-2 text-sm text-emerald-800">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          {t('apply.ready')}
        </p>
        <FormAlert message={failure ?? undefined} />
        <UnmetRequirements unmet={unmetRequirements(listing, readiness.data)} />
        <Label htmlFor={`${id}-letter`}>{t('apply.letterLabel')}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('apply.letterHint')}
        </p>
        <Textarea
          id={`${id}-letter`}
          rows={8}
          value={letter}
          maxLength={COVER_LETTER_MAX}
          aria-describedby={`${id}-hint ${id}-count`}
          onChange={(event) => setLetter(event.target.value)}
        />
        <p id={`${id}-count`} className="justify-self-end text-sm text-muted-foreground">
          {t('apply.count', { count: letter.length, max: COVER_LETTER_MAX })}
        </p>
        <ApplicationDocumentsPicker
          requested={listing.requiredDocuments}
          documents={documents}
          value={chosen}
          onChange={setChoice}
        />
      </form>
    );
    footer = (
      <>
        <DialogClose asChild>
          <Button variant="outline">{t('apply.cancel')}</Button>
        </DialogClose>
        <Button type="submit" form={`${id}-form`} disabled={apply.isPending}>
          {apply.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {apply.isPending ? t('apply.sending') : t('apply.send')}
        </Button>
      </>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('apply.title')}
      description={t('apply.description', { title: listing.title })}
      footer={footer}
    >
      {body}
    </Dialog>
  );
}

function Missing({
  icon,
  title,
  text,
  to,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  to: string;
  action: string;
}) {
  return (
    <div className="grid gap-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </p>
      <p>{text}</p>
      <Button asChild className="justify-self-start">
        <Link to={to}>{action}</Link>
      </Button>
    </div>
  );
}
