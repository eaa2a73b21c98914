import { localizePath } from '@azubi/shared/i18n/locales';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { AdminBlogPostList } from '../../features/blog/admin/components/admin-blog-post-list';
import { RequireAccount } from '../require-account';
import { useSharedMessage } from '../../hooks/use-shared-message';
import { useLocale } from '../../i18n/use-locale';

/** `/admin/blog` (spec §2 blog admin; issue 18): every post in both languages, for moderators and admins. */
export function AdminBlogPage() {
  const { t } = useTranslation('blogAdmin');
  const text = useSharedMessage();
  const locale = useLocale();
  return (
    <>
      <title>{t('list.documentTitle')}</title>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['moderator', 'admin']} wrongRoleText={text('blogAdmin.staffOnly') ?? ''}>
          {() => (
            <>
              <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
                <div className="grid gap-2">
                  <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('list.title')}</h1>
                  <p className="text-muted-foreground">{t('list.intro')}</p>
                </div>
                <Button asChild>
                  <Link to={localizePath('/admin/blog/new', locale)}>
                    <Plus aria-hidden="true" />
                    {t('list.newPost')}
                  </Link>
                </Button>
              </header>
              <AdminBlogPostList />
            </>
          )}
        </RequireAccount>
      </div>
    </>
  );
}
