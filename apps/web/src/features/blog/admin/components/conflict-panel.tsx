import type { AdminBlogPost } from '@azubi/shared/blog/blog-admin';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ApiError } from '../../../../lib/api-error';
import { FormAlert } from '../../../../components/form-alert';
import { getAdminBlogPost } from '../api/get-admin-blog-post';

export interface ConflictPanelProps {
  postId: string;
  /** The server's message (blogAdmin.versionConflict), already translated. */
  message: string | null;
  /** Save the form's values on top of the version now saved. */
  onOverwrite: (serverVersion: number) => void;
  /** Take the saved version into the form. */
  onAccept: (saved: AdminBlogPost) => void;
}

/**
 * A newer version was saved elsewhere (another tab, another person). The form keeps the person's
 * text; they may look at the saved version, then keep theirs (saved over it) or take the saved one.
 */
export function ConflictPanel({ postId, message, onOverwrite, onAccept }: ConflictPanelProps) {
  const { t } = useTranslation('blogAdmin');
  const [saved, setSaved] = useState<AdminBlogPost | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();

  const load = async (): Promise<AdminBlogPost | null> => {
    setLoading(true);
    setError(undefined);
    try {
      const latest = await getAdminBlogPost(postId);
      setSaved(latest);
      return latest;
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status !== 0 ? failure.message : t('editor.conflictLoadError'));
      return null;
    } finally {
      setLoading(false);
    }
  };

  return (
    <section
      role="alert"
      aria-labelledby="blog-conflict-title"
      className="grid gap-4 rounded-card border-2 border-destructive/50 bg-destructive/5 p-4 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <TriangleAlert className="mt-0.5 size-6 shrink-0 text-destructive" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="blog-conflict-title" className="text-lg font-semibold text-brand-950">
            {t('editor.conflictTitle')}
          </h2>
          <p>{message ?? t('editor.conflictKeep')}</p>
        </div>
      </div>
      <FormAlert message={error} />
      {saved ? (
        <div className="grid gap-2 rounded-card border border-border bg-background p-4">
          <h3 className="font-semibold">{t('editor.conflictSavedVersion')}</h3>
          <p className="font-semibold break-words">{saved.title}</p>
          {saved.excerpt ? <p className="break-words text-muted-foreground">{saved.excerpt}</p> : null}
          <pre className="max-h-72 overflow-auto rounded-control bg-muted p-3 font-mono text-sm whitespace-pre-wrap">
            {saved.content}
          </pre>
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {saved ? null : (
          <Button variant="outline" disabled={loading} onClick={() => void load()}>
            {t('editor.conflictLoad')}
          </Button>
        )}
        <Button
          disabled={loading}
          onClick={async () => {
            const latest = saved ?? (await load());
            if (latest) onOverwrite(latest.version);
          }}
        >
          {t('editor.conflictOverwrite')}
        </Button>
        {saved ? (
          <Button variant="outline" onClick={() => onAccept(saved)}>
            {t('editor.conflictAccept')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
