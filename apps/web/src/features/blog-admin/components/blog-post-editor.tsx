import {
  BLOG_AUTOSAVE_DELAY_MS,
  BLOG_EXCERPT_MAX,
  BLOG_SEO_DESCRIPTION_IDEAL,
  BLOG_SEO_DESCRIPTION_MAX,
  BLOG_SEO_TITLE_IDEAL,
  BLOG_SEO_TITLE_MAX,
  BLOG_SLUG_MAX,
  BLOG_TITLE_MAX,
  BlogPostSaveSchema,
  type AdminBlogPost,
  type BlogPostSaveInput,
} from '@azubi/shared/blog/blog-admin';
import { BLOG_CATEGORIES, type BlogCategory } from '@azubi/shared/blog/blog-posts';
import { LOCALES, localizePath, type Locale } from '@azubi/shared/i18n/locales';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { useLocale } from '../../../i18n/use-locale';
import { FormField } from '../../../components/form-field';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { blogAdminKeys } from '../api/blog-admin-keys';
import { createBlogPost, updateBlogPost } from '../api/save-blog-post';
import { changeSlug, changeTitle, initialSlugState } from '../hooks/slug-follow';
import { useAutosave } from '../hooks/use-autosave';
import { AutosaveStatus } from './autosave-status';
import { BlogPostActions } from './blog-post-actions';
import { CharacterCounter } from './character-counter';
import { ConflictPanel } from './conflict-panel';
import { FeaturedImageField } from './featured-image-field';
import { MarkdownEditor } from './markdown-editor';
import { SearchResultPreview } from './search-result-preview';

/** What the form holds; `toSaveInput` turns it into what the API takes. */
export interface EditorValues {
  title: string;
  slug: string;
  category: BlogCategory | '';
  featured: boolean;
  seoTitle: string;
  seoDescription: string;
  excerpt: string;
  content: string;
  imageFileId: string | null;
  imageAlt: string;
}

export function valuesFromPost(post: AdminBlogPost): EditorValues {
  return {
    title: post.title,
    slug: post.slug,
    category: post.category,
    featured: post.featured,
    seoTitle: post.seoTitle ?? '',
    seoDescription: post.seoDescription ?? '',
    excerpt: post.excerpt,
    content: post.content,
    imageFileId: post.image?.fileId ?? null,
    imageAlt: post.image?.alt ?? '',
  };
}

export function toSaveInput(values: EditorValues): Omit<BlogPostSaveInput, 'version'> {
  return {
    title: values.title,
    slug: values.slug,
    category: values.category as BlogCategory,
    featured: values.featured,
    seoTitle: values.seoTitle || null,
    seoDescription: values.seoDescription || null,
    excerpt: values.excerpt,
    content: values.content,
    imageFileId: values.imageFileId,
    imageAlt: values.imageAlt || null,
  };
}

/** The schema's messages by field, before anything is sent; null when the values are valid. */
function validate(values: EditorValues): Record<string, string> | null {
  const parsed = BlogPostSaveSchema.safeParse({ version: 1, ...toSaveInput(values) });
  if (parsed.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? 'form');
    fields[name] ??= issue.message;
  }
  return fields;
}

export interface BlogPostEditorProps {
  /** The saved post; left out for a new one. */
  post?: AdminBlogPost;
  /** A new post's language, and the post it translates. */
  locale: Locale;
  translationOf?: AdminBlogPost | null;
  /** A new post got its id (its first save): the page's address becomes its edit address. */
  onCreated: (id: string) => void;
}

/**
 * The blog post editor (spec §2 blog admin; issue 18): every field of a post, the Markdown with
 * its preview, autosave with a version check, and the status actions.
 */
export function BlogPostEditor({ post, locale: newLocale, translationOf, onCreated }: BlogPostEditorProps) {
  const { t } = useTranslation('blogAdmin');
  const { t: tBlog } = useTranslation('blog');
  const text = useSharedMessage();
  const pageLocale = useLocale();
  const queryClient = useQueryClient();
  const [meta, setMeta] = useState<AdminBlogPost | null>(post ?? null);
  const [values, setValues] = useState<EditorValues>(() =>
    post
      ? valuesFromPost(post)
      : {
          title: '',
          slug: '',
          category: translationOf?.category ?? '',
          featured: false,
          seoTitle: '',
          seoDescription: '',
          excerpt: '',
          content: '',
          imageFileId: null,
          imageAlt: '',
        },
  );
  const [slugManual, setSlugManual] = useState(
    () => initialSlugState(post?.title ?? '', post?.slug ?? '', post?.status === 'published').manual,
  );
  const [imageSrc, setImageSrc] = useState<string | null>(post?.image?.src ?? null);
  const [actionFields, setActionFields] = useState<Record<string, string>>({});
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const [chosenLocale, setChosenLocale] = useState<Locale>(newLocale);
  const locale = meta?.locale ?? chosenLocale;
  const translationOfId = translationOf?.id ?? null;

  const { controller, state } = useAutosave<EditorValues, AdminBlogPost>(
    {
      delayMs: BLOG_AUTOSAVE_DELAY_MS,
      offlineMessage: t('editor.offline'),
      canSave: (current) => current.title.trim() !== '',
      validate,
      save: (current, base, options) =>
        base.id && base.version
          ? updateBlogPost(base.id, { ...toSaveInput(current), version: base.version }, options)
          : createBlogPost({ ...toSaveInput(current), locale, translationOfId }, options),
      onSaved: (saved, previousId) => {
        queryClient.setQueryData(blogAdminKeys.post(saved.id), saved);
        void queryClient.invalidateQueries({ queryKey: blogAdminKeys.lists() });
        if (!mounted.current) return;
        setMeta(saved);
        setActionFields({});
        if (!previousId) onCreated(saved.id);
      },
    },
    { values, id: post?.id ?? null, version: post?.version ?? null },
  );

  const update = (patch: Partial<EditorValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    controller.change(next);
    if (Object.keys(actionFields).length) setActionFields({});
  };

  const onTitle = (title: string) => {
    const next = changeTitle({ title: values.title, slug: values.slug, manual: slugManual }, title);
    update({ title: next.title, slug: next.slug });
  };
  const onSlug = (slug: string) => {
    const next = changeSlug({ title: values.title, slug: values.slug, manual: slugManual }, slug);
    setSlugManual(next.manual);
    update({ slug: next.slug });
  };

  // Changes that cannot be saved now (a conflict, a refused field, no connection): leaving asks first.
  const unsaved =
    controller.dirty && (state.phase === 'conflict' || state.phase === 'invalid' || state.phase === 'failed');
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  const fields: Record<string, string> = { ...state.fields, ...actionFields };
  const error = (name: string) => text(fields[name]);

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const publicPath = localizePath(`/blog/${values.slug || '…'}`, locale);
  const publicUrl = `${origin}${publicPath}`;
  const otherLocale: Locale = locale === 'en' ? 'de' : 'en';
  const editPath = (id: string) => localizePath(`/admin/blog/${id}/edit`, pageLocale);

  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-3 rounded-card border border-border bg-muted/40 p-4 sm:flex sm:flex-wrap sm:items-center sm:justify-between">
        <AutosaveStatus state={state} onRetry={() => void controller.retry()} />
        {meta ? (
          <BlogPostActions
            post={meta}
            controller={controller}
            onChanged={(changed) => {
              setMeta(changed);
              queryClient.setQueryData(blogAdminKeys.post(changed.id), changed);
            }}
            onFieldErrors={setActionFields}
          />
        ) : null}
      </div>

      <Dialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open) blocker.reset?.();
        }}
        title={t('editor.leaveTitle')}
        description={t('editor.leaveWarning')}
        footer={
          <>
            <Button variant="outline" onClick={() => blocker.reset?.()}>
              {t('editor.stay')}
            </Button>
            <Button variant="destructive" onClick={() => blocker.proceed?.()}>
              {t('editor.leaveAnyway')}
            </Button>
          </>
        }
      />

      {state.phase === 'conflict' && meta ? (
        <ConflictPanel
          postId={meta.id}
          message={state.message}
          onOverwrite={(version) => void controller.overwrite(version)}
          onAccept={(saved) => {
            const next = valuesFromPost(saved);
            setValues(next);
            setImageSrc(saved.image?.src ?? null);
            setMeta(saved);
            controller.accept(next, saved.version);
          }}
        />
      ) : null}

      <form noValidate className="grid min-w-0 gap-6" onSubmit={(event) => event.preventDefault()}>
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
                      onChange={(event) => setChosenLocale(event.target.value as Locale)}
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

        <Card className="grid min-w-0 gap-5 p-4 sm:p-6">
          <FormField
            id="blog-excerpt"
            label={t('editor.fieldExcerpt')}
            hint={t('editor.excerptHint', { max: BLOG_EXCERPT_MAX })}
            error={error('excerpt')}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={BLOG_EXCERPT_MAX}
                value={values.excerpt}
                onChange={(event) => update({ excerpt: event.target.value })}
              />
            )}
          </FormField>
          <FormField
            id="blog-content"
            className="min-w-0"
            label={t('editor.fieldContent')}
            hint={t('editor.contentHint')}
            error={error('content')}
          >
            {(control) => (
              <MarkdownEditor control={control} value={values.content} onChange={(content) => update({ content })} />
            )}
          </FormField>
        </Card>

        <Card className="min-w-0 p-4 sm:p-6">
          <FeaturedImageField
            value={{ fileId: values.imageFileId, src: imageSrc, alt: values.imageAlt }}
            altError={error('imageAlt') ?? error('imageFileId')}
            onChange={(image) => {
              setImageSrc(image.src);
              update({ imageFileId: image.fileId, imageAlt: image.alt });
            }}
          />
        </Card>

        <Card className="grid min-w-0 gap-5 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-brand-950">{t('editor.seoHeading')}</h2>
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="grid content-start gap-5">
              <FormField
                id="blog-seo-title"
                label={t('editor.fieldSeoTitle')}
                hint={t('editor.seoTitleHint', { ideal: BLOG_SEO_TITLE_IDEAL })}
                error={error('seoTitle')}
              >
                {(control) => (
                  <>
                    <Input
                      {...control}
                      aria-describedby={[control['aria-describedby'], 'blog-seo-title-count'].filter(Boolean).join(' ')}
                      maxLength={BLOG_SEO_TITLE_MAX}
                      value={values.seoTitle}
                      placeholder={values.title}
                      onChange={(event) => update({ seoTitle: event.target.value })}
                    />
                    <CharacterCounter
                      id="blog-seo-title-count"
                      count={(values.seoTitle || values.title).length}
                      ideal={BLOG_SEO_TITLE_IDEAL}
                    />
                  </>
                )}
              </FormField>
              <FormField
                id="blog-seo-description"
                label={t('editor.fieldSeoDescription')}
                hint={t('editor.seoDescriptionHint', { ideal: BLOG_SEO_DESCRIPTION_IDEAL })}
                error={error('seoDescription')}
              >
                {(control) => (
                  <>
                    <Textarea
                      {...control}
                      aria-describedby={[control['aria-describedby'], 'blog-seo-description-count']
                        .filter(Boolean)
                        .join(' ')}
                      rows={3}
                      maxLength={BLOG_SEO_DESCRIPTION_MAX}
                      value={values.seoDescription}
                      placeholder={values.excerpt}
                      onChange={(event) => update({ seoDescription: event.target.value })}
                    />
                    <CharacterCounter
                      id="blog-seo-description-count"
                      count={(values.seoDescription || values.excerpt).length}
                      ideal={BLOG_SEO_DESCRIPTION_IDEAL}
                    />
                  </>
                )}
              </FormField>
            </div>
            <SearchResultPreview
              title={values.seoTitle || values.title}
              url={publicUrl}
              description={values.seoDescription || values.excerpt}
            />
          </div>
        </Card>
      </form>
    </div>
  );
}
