import {
  BLOG_SEO_DESCRIPTION_IDEAL,
  BLOG_SEO_DESCRIPTION_MAX,
  BLOG_SEO_TITLE_IDEAL,
  BLOG_SEO_TITLE_MAX,
} from '@azubi/shared/blog/blog-admin';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/form-field';
import { Card } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import type { EditorValues } from '../editor-values';
import { CharacterCounter } from './character-counter';
import { SearchResultPreview } from './search-result-preview';

/** What search engines show of a post: its own title and description (or the post's), counted, with a preview. */
export function PostSeoCard({
  values,
  error,
  update,
  publicUrl,
}: {
  values: EditorValues;
  error: (name: string) => string | undefined;
  update: (patch: Partial<EditorValues>) => void;
  publicUrl: string;
}) {
  const { t } = useTranslation('blogAdmin');
  return (
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
  );
}
