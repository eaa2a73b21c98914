import { isLocale, localizePath } from '@azubi/shared/i18n/locales';
import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { useAdminBlogPost } from '../../features/blog/admin/api/get-admin-blog-post';
import { BlogPostEditor } from '../../features/blog/admin/components/blog-post-editor';
import { RequireAccount } from '../require-account';
import { useSharedMessage } from '../../hooks/use-shared-message';
import { useLocale } from '../../i18n/use-locale';
import { ApiError } from '../../lib/api-error';
import { NotFoundPage } from './not-found-page';

/**
 * `/admin/blog/new` and `/admin/blog/{id}/edit` (spec §2 blog admin; issue 18), for moderators and
 * admins. A new post becomes `/admin/blog/{id}/edit` at its first save, in the same editor.
 */
export function AdminBlogEditorPage() {
  const { t } = useTranslation('blogAdmin');
  const text = useSharedMessage();
  const locale = useLocale();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <RequireAccount roles={['moderator', 'admin']} wrongRoleText={text('blogAdmin.staffOnly') ?? ''}>
        {() => (
          <>
            <Link
              to={localizePath('/admin/blog', locale)}
              className="inline-flex min-h-11 items-center gap-2 justify-self-start font-semibold text-primary underline-offset-4 hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('editor.backToList')}
            </Link>
            <EditorLoader />
          </>
        )}
      </RequireAccount>
    </div>
  );
}

function EditorLoader() {
  const { t } = useTranslation('blogAdmin');
  const pageLocale = useLocale();
  const navigate = useNavigate();
  const { id } = useParams();
  const [params] = useSearchParams();
  // The post this editor created: its address changed, the editor (and what is typed) stays.
  const [created, setCreated] = useState<string | null>(null);
  const continuing = Boolean(id) && id === created;
  const post = useAdminBlogPost(continuing ? undefined : id);
  const translationOfId = id ? undefined : (params.get('translationOf') ?? undefined);
  const translationOf = useAdminBlogPost(translationOfId);
  const requestedLocale = params.get('locale');
  const newLocale = isLocale(requestedLocale) ? requestedLocale : pageLocale;

  const heading = (
    <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
      {id ? t('editor.titleEdit') : t('editor.titleNew')}
    </h1>
  );

  if (id && !continuing) {
    if (post.isPending) return <LoadingSpinner size="lg" text={t('editor.loading')} className="py-24" />;
    if (post.isError) {
      if (post.error instanceof ApiError && post.error.status === 404) return <NotFoundPage />;
      return (
        <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
          <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{t('editor.loadError')}</h1>
          <p className="text-muted-foreground">{post.error.message}</p>
          <Button variant="outline" onClick={() => void post.refetch()}>
            {t('editor.retry')}
          </Button>
        </div>
      );
    }
  }
  if (translationOfId && translationOf.isPending)
    return <LoadingSpinner size="lg" text={t('editor.loading')} className="py-24" />;

  return (
    <>
      <title>
        {post.data ? t('editor.documentTitleEdit', { title: post.data.title }) : t('editor.documentTitleNew')}
      </title>
      {heading}
      <BlogPostEditor
        key={continuing ? 'new' : (id ?? 'new')}
        post={continuing ? undefined : post.data}
        locale={translationOf.data ? (translationOf.data.locale === 'en' ? 'de' : 'en') : newLocale}
        translationOf={translationOf.data ?? null}
        onCreated={(createdId) => {
          setCreated(createdId);
          void navigate(localizePath(`/admin/blog/${createdId}/edit`, pageLocale), { replace: true });
        }}
      />
    </>
  );
}
