import { BLOG_EXCERPT_MAX } from '@azubi/shared/blog/blog-admin';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/form-field';
import { Card } from '../../../../components/ui/card';
import { Textarea } from '../../../../components/ui/textarea';
import type { EditorValues } from '../editor-values';
import { MarkdownEditor } from './markdown-editor';

/** A post's excerpt and its text in Markdown, with the preview. */
export function PostBodyCard({
  values,
  error,
  update,
}: {
  values: EditorValues;
  error: (name: string) => string | undefined;
  update: (patch: Partial<EditorValues>) => void;
}) {
  const { t } = useTranslation('blogAdmin');
  return (
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
  );
}
