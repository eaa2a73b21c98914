import type { AdminBlogPost, BlogStatusAction } from '@azubi/shared/blog/blog-admin';
import { localizePath } from '@azubi/shared/i18n/locales';
import { useQueryClient } from '@tanstack/react-query';
import { Archive, ExternalLink, FilePen, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose } from '../../../../components/ui/dialog';
import { toast } from '../../../../components/ui/use-toast';
import { useLocale } from '../../../../i18n/use-locale';
import { ApiError } from '../../../../lib/api-error';
import { useSharedMessage } from '../../../../hooks/use-shared-message';
import { blogAdminKeys } from '../api/blog-admin-keys';
import { changeBlogPostStatus, deleteBlogPost } from '../api/change-blog-post-status';
import { isVersionConflict, type AutosaveController } from '../hooks/autosave-controller';
import type { EditorValues } from '../editor-values';
import { BlogStatusBadge } from './blog-status-badge';

const DONE_MESSAGES = {
  publish: 'blogAdmin.published',
  unpublish: 'blogAdmin.unpublished',
  archive: 'blogAdmin.archived',
} as const satisfies Record<BlogStatusAction, string>;

export interface BlogPostActionsProps {
  post: AdminBlogPost;
  controller: AutosaveController<EditorValues, AdminBlogPost>;
  onChanged: (post: AdminBlogPost) => void;
  /** A publish refused for missing fields (422): their messages, shown at the fields. */
  onFieldErrors: (fields: Record<string, string>) => void;
}

/**
 * Publish, move back to drafts, archive (confirmed) and delete (confirmed). Unsaved changes are
 * saved first; each action sends the version it is based on.
 */
export function BlogPostActions({ post, controller, onChanged, onFieldErrors }: BlogPostActionsProps) {
  const { t } = useTranslation('blogAdmin');
  const text = useSharedMessage();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<'archive' | 'delete' | null>(null);

  const failed = (failure: unknown) =>
    toast({
      title: failure instanceof ApiError && failure.status !== 0 ? failure.message : t('editor.actionFailed'),
      variant: 'destructive',
    });

  const change = async (action: BlogStatusAction) => {
    setBusy(true);
    setConfirm(null);
    try {
      await controller.flush();
      const phase = controller.getState().phase;
      if (phase === 'failed' || phase === 'invalid' || phase === 'conflict') return;
      const { id, version } = controller.getBase();
      if (!id || !version) return;
      const changed = await changeBlogPostStatus(id, action, version);
      controller.setVersion(changed.version);
      onChanged(changed);
      void queryClient.invalidateQueries({ queryKey: blogAdminKeys.lists() });
      toast({ title: text(DONE_MESSAGES[action]) ?? '', variant: 'success' });
    } catch (failure) {
      if (isVersionConflict(failure)) controller.markConflict((failure as Error).message);
      else if (failure instanceof ApiError && failure.fields) {
        onFieldErrors({ ...failure.fields });
        toast({ title: failure.message, variant: 'destructive' });
      } else failed(failure);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteBlogPost(post.id);
      setConfirm(null);
      controller.close();
      queryClient.removeQueries({ queryKey: blogAdminKeys.post(post.id) });
      void queryClient.invalidateQueries({ queryKey: blogAdminKeys.lists() });
      toast({ title: text('blogAdmin.deleted') ?? '', variant: 'success' });
      void navigate(localizePath('/admin/blog', locale), { replace: true });
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-center">
      <p className="flex items-center gap-2">
        <span className="sr-only">{t('editor.statusHeading', { status: t(`status.${post.status}`) })}</span>
        <BlogStatusBadge status={post.status} aria-hidden="true" />
      </p>
      {post.status === 'published' ? (
        <Button asChild variant="link" className="justify-self-start">
          <Link to={post.publicPath}>
            <ExternalLink aria-hidden="true" />
            {t('editor.viewPost')}
          </Link>
        </Button>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {post.status !== 'published' ? (
          <Button disabled={busy} onClick={() => void change('publish')}>
            <Send aria-hidden="true" />
            {t('editor.publish')}
          </Button>
        ) : null}
        {post.status !== 'draft' ? (
          <Button variant="outline" disabled={busy} onClick={() => void change('unpublish')}>
            <FilePen aria-hidden="true" />
            {t('editor.unpublish')}
          </Button>
        ) : null}
        {post.status !== 'archived' ? (
          <Button variant="outline" disabled={busy} onClick={() => setConfirm('archive')}>
            <Archive aria-hidden="true" />
            {t('editor.archive')}
          </Button>
        ) : null}
        <Button variant="ghost" className="text-destructive" disabled={busy} onClick={() => setConfirm('delete')}>
          <Trash2 aria-hidden="true" />
          {t('editor.delete')}
        </Button>
      </div>
      <Dialog
        open={confirm === 'archive'}
        onOpenChange={(open) => setConfirm(open ? 'archive' : null)}
        title={t('editor.archiveTitle')}
        description={t('editor.archiveText')}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('editor.cancel')}</Button>
            </DialogClose>
            <Button disabled={busy} onClick={() => void change('archive')}>
              {t('editor.archiveConfirm')}
            </Button>
          </>
        }
      />
      <Dialog
        open={confirm === 'delete'}
        onOpenChange={(open) => setConfirm(open ? 'delete' : null)}
        title={t('editor.deleteTitle')}
        description={t('editor.deleteText', { title: post.title })}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('editor.cancel')}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={busy} onClick={() => void remove()}>
              {t('editor.deleteConfirm')}
            </Button>
          </>
        }
      />
    </div>
  );
}
