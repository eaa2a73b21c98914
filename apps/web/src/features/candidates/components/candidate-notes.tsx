import {
  CandidateNoteInputSchema,
  NOTE_MAX_LENGTH,
  type CandidateNote,
} from '@azubi/shared/candidates/candidate-search';
import { LoaderCircle, Lock, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { FormAlert } from '../../../components/form-alert';
import { showFailureToast } from '../../../components/failure-toast';
import { useListingFormat } from '../../../hooks/use-listing-format';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { useAddCandidateNote, useCandidateNotes, useDeleteCandidateNote } from '../api/candidate-notes';

/**
 * The team's private notes on a candidate: each with its author and time, shared with the whole
 * team and never shown to the candidate. `initial` shows notes already loaded (the saved list).
 */
export function CandidateNotes({ candidateId, initial }: { candidateId: string; initial?: CandidateNote[] }) {
  const { t } = useTranslation('candidates');
  const id = useId();
  const text = useSharedMessage();
  const format = useListingFormat();
  const notes = useCandidateNotes(candidateId, { initial });
  const add = useAddCandidateNote(candidateId);
  const remove = useDeleteCandidateNote(candidateId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const list = notes.data ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CandidateNoteInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(text(parsed.error.issues[0]?.message ?? 'candidates.noteRequired'));
      return;
    }
    setError(undefined);
    add.mutate(parsed.data.body, {
      onSuccess: (result) => {
        setBody('');
        toast({ title: result.message, variant: 'success' });
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.status !== 0 ? failure.message : (text('candidates.noteFailed') ?? ''),
        ),
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div className="grid gap-0.5">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-950">
          {t('notes.title')}
        </h2>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          {t('notes.private')}
        </p>
      </div>
      {notes.isError ? <FormAlert message={notes.error.message} /> : null}
      {list.length ? (
        <ul className="grid gap-2">
          {list.map((note) => (
            <li key={note.id} className="grid gap-1 rounded-control border border-border bg-muted/40 p-3">
              <p className="break-words whitespace-pre-line">{note.body}</p>
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
                <span>
                  {t('notes.byline', {
                    author: note.author.name ?? t('notes.formerMember'),
                    date: format.dateTime(note.createdAt),
                  })}
                </span>
                {note.mine ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(note.id, {
                        onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
                        onError: (failure) => showFailureToast(failure, text('candidates.noteDeleteFailed') ?? ''),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" />
                    {t('notes.delete')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : notes.isPending ? null : (
        <p className="text-sm text-muted-foreground">{t('notes.none')}</p>
      )}
      <form onSubmit={submit} noValidate className="grid gap-2">
        <Label htmlFor={`${id}-body`}>{t('notes.add')}</Label>
        <Textarea
          id={`${id}-body`}
          value={body}
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        <div id={`${id}-error`}>
          <FormAlert message={error} />
        </div>
        <Button type="submit" variant="secondary" size="sm" className="justify-self-start" disabled={add.isPending}>
          {add.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {t('notes.submit')}
        </Button>
      </form>
    </section>
  );
}
