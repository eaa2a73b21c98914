import { BLOG_SLUG_MAX, BLOG_TITLE_MAX, type AdminBlogPost } from '@azubi/shared/blog/blog-admin';
import { BLOG_CATEGORIES, type BlogCategory } from '@azubi/shared/blog/blog-posts';
import { LOCALES, localizePath, type Locale } from '@azubi/shared/i18n/locales';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '../../../../components/form-field';
import { Card } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Switch } from '../../../../components/ui/switch';
import { useLocale } from '../../../../i18n/use-locale';
import type { EditorValues } from '../editor-values';

export interface PostBasicsCardProps {
  values: EditorValues;
  /** A field's message, already translated. */
  error: (name: string) => string | undefined;
  onTitle: (title: string) => void;
  onSlug: (slug: string) => void;
  update: (patch: Partial<EditorValues>) => void;
  /** The saved post, once there is one. */
  meta: AdminBlogPost | null;
  translationOf?: AdminBlogPost | null;
  /** The post's language, and the one chosen for a new post that is not a translation. */
  locale: Locale;
  chosenLocale: Locale;
  onChooseLocale: (locale: Locale) => void;
  /** Where the post is (or will be) read. */
  publicUrl: string;
}

/** A post's title, address, category, language (with its translation) and "featured". */
export function PostBasicsCard({
  values,
  error,
  onTitle,
  onSlug,
  update,
  meta,
  translationOf,
  locale,
  chosenLocale,
  onChooseLocale,
  publicUrl,
}: PostBasicsCardProps) {
  const { t } = useTranslation('blogAdmin');
  const { t: tBlog } = useTranslation('blog');
  const pageLocale = useLocale();
  const otherLocale: Locale = locale === 'en' ? 'de' : 'en';
  const editPath = (id: string) => localizePath(`/admin/blog/${id}/edit`, pageLocale);
  return (
    <Card className="grid min-w-0 gap-5 p-4 sm:p-6">
      <FormField id="blog-title" label={t('editor.fieldTitle')} error={error('title')}>
        {(control) => (
          <Input
            {...control}
            required
            maxLength={BLOG_TITLE_MAX}
            value={values.title}
            onChange={(event) => onTitle(event.target.value)}
            className="text-lg font-semibold"
          />
        )}
      </FormField>
      <FormField
        id="blog-slug"
        label={t('editor.fieldSlug')}
        hint={
          <span className="break-all">
            {meta?.status === 'published'
              ? t('editor.slugPublishedHint', { url: publicUrl })
              : t('editor.slugHint', { url: publicUrl })}
          </span>
        }
        error={error('slug')}
      >
        {(control) => (
          <Input
            {...control}
            maxLength={BLOG_SLUG_MAX}
            autoCapitalize="none"
            spellCheck={false}
            value={values.slug}
            onChange={(event) => onSlug(event.target.value)}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="blog-category" label={t('editor.fieldCategory')} error={error('category')}>
          {(control) => (
            <NativeSelect
              {...control}
              required
              value={values.category}
              placeholder={values.category ? undefined : t('editor.chooseCategory')}
              onChange={(event) => update({ category: event.target.value as BlogCategory })}
              options={BLOG_CATEGORIES.map((value) => ({ value, label: tBlog(`categories.${value}`) }))}
            />
          )}
        </FormField>
        <div className="grid content-start gap-1.5">
          {meta || translationOf ? (
            <p className="font-medium">{t('editor.languageFixed', { language: t(`locales.${locale}`) })}</p>
          ) : (
            <FormField id="blog-locale" label={t('editor.fieldLanguage')} error={error('locale')}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={chosenLocale}
                  onChange={(event) => onChooseLocale(event.target.value as Locale)}
                  options={LOCALES.map((value) => ({ value, label: t(`locales.${value}`) }))}
                />
              )}
            </FormField>
          )}
          {meta?.translation ? (
            <Link
              to={editPath(meta.translation.id)}
              className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t(`editor.openTranslation.${meta.translation.locale}`, { title: meta.translation.title })}
            </Link>
          ) : meta ? (
            <Link
              to={{
                pathname: localizePath('/admin/blog/new', pageLocale),
                search: `?locale=${otherLocale}&translationOf=${encodeURIComponent(meta.id)}`,
              }}
              className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t(`editor.writeTranslation.${otherLocale}`)}
            </Link>
          ) : translationOf ? (
            <p className="text-sm">{t(`editor.translationOf.${locale}`, { title: translationOf.title })}</p>
          ) : (
            <p className="text-sm text-muted-foreground">{t('editor.translationAfterSave')}</p>
          )}
        </div>
      </div>
      <div className="flex items-start gap-3">
        <Switch
          id="blog-featured"
          checked={values.featured}
          onCheckedChange={(featured) => update({ featured })}
          aria-describedby="blog-featured-hint"
          className="mt-0.5"
        />
        <div className="grid gap-0.5">
          <Label htmlFor="blog-featured">{t('editor.fieldFeatured')}</Label>
          <p id="blog-featured-hint" className="text-sm text-muted-foreground">
            {t('editor.featuredHint')}
          </p>
        </div>
      </div>
    </Card>
  );
}
