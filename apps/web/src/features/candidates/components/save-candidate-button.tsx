import { Bookmark, BookmarkCheck, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { showFailureToast } from '../../../components/failure-toast';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { useSetCandidateSaved } from '../api/saved-candidates';

/** Save or unsave a candidate for the whole team; says what happened, or why it failed, in a toast. */
export function SaveCandidateButton({
  candidateId,
  saved,
  label,
  size = 'sm',
}: {
  candidateId: string;
  saved: boolean;
  /** Names the candidate for screen readers when several buttons are on a page. */
  label?: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('candidates');
  const text = useSharedMessage();
  const mutation = useSetCandidateSaved();
  const toggle = () =>
    mutation.mutate(
      { id: candidateId, saved: !saved },
      {
        onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
        onError: (error) =>
          showFailureToast(error, text(saved ? 'candidates.unsaveFailed' : 'candidates.saveFailed') ?? ''),
      },
    );
  return (
    <Button
      variant={saved ? 'secondary' : 'outline'}
      size={size}
      onClick={toggle}
      disabled={mutation.isPending}
      aria-pressed={saved}
      aria-label={label ? t(saved ? 'savedFor' : 'saveFor', { name: label }) : undefined}
    >
      {mutation.isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : saved ? (
        <BookmarkCheck aria-hidden="true" />
      ) : (
        <Bookmark aria-hidden="true" />
      )}
      {saved ? t('saved') : t('save')}
    </Button>
  );
}
