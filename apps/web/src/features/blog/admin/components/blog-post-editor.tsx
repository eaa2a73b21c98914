import { BLOG_AUTOSAVE_DELAY_MS, type AdminBlogPost } from '@azubi/shared/blog/blog-admin';
import { localizePath, type Locale } from '@azubi/shared/i18n/locales';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { useSharedMessage } from '../../../../hooks/use-shared-message';
import { blogAdminKeys } from '../api/blog-admin-keys';
import { createBlogPost, updateBlogPost } from '../api/save-blog-post';
import { emptyValues, toSaveInput, validateEditorValues, valuesFromPost, type EditorValues } from '../editor-values';
import { changeSlug, changeTitle, initialSlugState } from '../hooks/slug-follow';
import { useAutosave } from '../hooks/use-autosave';
import { AutosaveStatus } from './autosave-status';
import { BlogPostActions } from './blog-post-actions';
import { ConflictPanel } from './conflict-panel';
import { FeaturedImageField } from './featured-image-field';
import { PostBasicsCard } from './post-basics-card';
import { PostBodyCard } from './post-body-card';
import { PostSeoCard } from './post-seo-card';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

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
 * The blog post editor (spec §2 blog admin; issue 18): every field of a post (the cards beside this
 * file), the Markdown with its preview, autosave with a version check, and the status actions.
 */
export function BlogPostEditor({ post, locale: newLocale, translationOf, onCreated }: BlogPostEditorProps) {
  const { t } = useTranslation('blogAdmin');
  const text = useSharedMessage();
  const queryClient = useQueryClient();
  const [meta, setMeta] = useState<AdminBlogPost | null>(post ?? null);
  const [values, setValues] = useState<EditorValues>(() => (post ? valuesFromPost(post) : emptyValues(translationOf)));
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
      validate: validateEditorValues,
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

  const fields: Record<string, string> = { ...state.fields, ...actionFields };
  const error = (name: string) => text(fields[name]);

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const publicPath = localizePath(`/blog/${values.slug || '…'}`, locale);
  const publicUrl = `${origin}${publicPath}`;

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

      <UnsavedChangesGuard unsaved={unsaved} />

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
        <PostBasicsCard
          values={values}
          error={error}
          onTitle={onTitle}
          onSlug={onSlug}
          update={update}
          meta={meta}
          translationOf={translationOf}
          locale={locale}
          chosenLocale={chosenLocale}
          onChooseLocale={setChosenLocale}
          publicUrl={publicUrl}
        />

        <PostBodyCard values={values} error={error} update={update} />

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

        <PostSeoCard values={values} error={error} update={update} publicUrl={publicUrl} />
      </form>
    </div>
  );
}
