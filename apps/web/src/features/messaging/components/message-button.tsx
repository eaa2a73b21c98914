import { localizePath } from '@azubi/shared/i18n/locales';
import { SUBJECT_MAX_LENGTH, MESSAGE_MAX_LENGTH } from '@azubi/shared/messaging/messaging-limits';
import { translate } from '../../../i18n/shared-text';
import { LoaderCircle, MessageSquare } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { failureText } from '../../../components/failure-toast';
import { useStartConversation } from '../api/start-conversation';

export interface MessageButtonProps {
  /** The company writes to a candidate (by candidate id or one of its applications). */
  candidateId?: string;
  applicationId?: string;
  /** Who the message goes to, for the button's accessible name and the dialog's title. */
  recipient: string;
  /** The candidate writes about an application of theirs: no subject asked, the conversation is the application's. */
  side: 'company' | 'candidate';
  /** A subject to start from (the listing's title). */
  defaultSubject?: string;
  size?: 'sm' | 'md';
  variant?: 'outline' | 'primary' | 'secondary';
}

/**
 * "Message": opens a dialog for a first message (the company also gives a subject) and, once
 * sent, opens the conversation. Writing again to someone the company already talks to adds the
 * message to that conversation.
 */
export function MessageButton({
  candidateId,
  applicationId,
  recipient,
  side,
  defaultSubject = '',
  size = 'sm',
  variant = 'outline',
}: MessageButtonProps) {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const start = useStartConversation();
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState(defaultSubject);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; body?: string; form?: string }>({});
  const clientId = useRef(crypto.randomUUID());
  const askSubject = side === 'company';

  const submit = () => {
    const next: typeof errors = {};
    if (askSubject && !subject.trim()) next.subject = translate(locale, 'messaging.subjectRequired');
    if (!body.trim()) next.body = translate(locale, 'messaging.bodyRequired');
    setErrors(next);
    if (next.subject || next.body) return;
    start.mutate(
      {
        candidateId,
        applicationId,
        subject: askSubject ? subject : defaultSubject || undefined,
        body,
        clientId: clientId.current,
        attachmentIds: [],
      },
      {
        onSuccess: ({ conversation }) => {
          setOpen(false);
          setBody('');
          clientId.current = crypto.randomUUID();
          const base = side === 'company' ? '/employer/messages' : '/my-messages';
          void navigate(localizePath(`${base}/${conversation.id}`, locale));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            setErrors({ subject: error.fields.subject, body: error.fields.body, form: error.message });
            return;
          }
          setErrors({ form: failureText(error, translate(locale, 'messaging.sendFailed')) });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(value) => {
        setOpen(value);
        if (value) setErrors({});
      }}
      trigger={
        <Button variant={variant} size={size} aria-label={t('start.buttonFor', { name: recipient })}>
          <MessageSquare aria-hidden="true" />
          {t('start.button')}
        </Button>
      }
      title={t('start.title', { name: recipient })}
      description={side === 'company' ? t('start.descriptionCompany') : t('start.descriptionCandidate')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('cancel')}</Button>
          </DialogClose>
          <Button disabled={start.isPending} onClick={submit}>
            {start.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {t('start.send')}
          </Button>
        </>
      }
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {askSubject ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-subject`}>{t('start.subject')}</Label>
            <Input
              id={`${id}-subject`}
              value={subject}
              maxLength={SUBJECT_MAX_LENGTH}
              aria-invalid={errors.subject ? true : undefined}
              aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
              onChange={(event) => setSubject(event.target.value)}
            />
            {errors.subject ? (
              <p id={`${id}-subject-error`} className="text-sm font-medium text-destructive">
                {errors.subject}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-body`}>{t('start.message')}</Label>
          <Textarea
            id={`${id}-body`}
            value={body}
            rows={5}
            maxLength={MESSAGE_MAX_LENGTH}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? `${id}-body-error` : undefined}
            onChange={(event) => setBody(event.target.value)}
          />
          {errors.body ? (
            <p id={`${id}-body-error`} className="text-sm font-medium text-destructive">
              {errors.body}
            </p>
          ) : null}
        </div>
        {errors.form && !errors.subject && !errors.body ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.form}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
