import { BLOG_CONTENT_MAX } from '@azubi/shared/blog/blog-admin';
import { Bold, Heading2, Italic, Link2, List, ListOrdered, LoaderCircle, Quote, type LucideIcon } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Textarea } from '../../../../components/ui/textarea';
import { cn } from '../../../../lib/cn';
import { BlogContent } from '../../components/blog-content';
import type { FieldControlProps } from '../../../../components/form-field';
import { useBlogPreview } from '../api/preview-blog-content';
import { applyMarkdown, MARKDOWN_ACTIONS, type MarkdownAction } from '../hooks/markdown-edits';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';

const ICONS: Record<MarkdownAction, LucideIcon> = {
  bold: Bold,
  italic: Italic,
  heading: Heading2,
  bulletList: List,
  numberedList: ListOrdered,
  link: Link2,
  quote: Quote,
};

const PREVIEW_DELAY_MS = 400;

export interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  control: FieldControlProps;
}

/**
 * The content field: Markdown with a toolbar, and the preview the server renders exactly as the
 * public page does. Side by side on wide screens; on a phone one at a time, chosen with tabs.
 */
export function MarkdownEditor({ value, onChange, control }: MarkdownEditorProps) {
  const { t } = useTranslation('blogAdmin');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [tab, setTab] = useState('write');

  const apply = (action: MarkdownAction) => {
    const element = textarea.current;
    if (!element) return;
    const next = applyMarkdown(
      action,
      { text: value, start: element.selectionStart, end: element.selectionEnd },
      t('editor.toolbarPlaceholder'),
    );
    onChange(next.text);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.start, next.end);
    });
  };

  // The toolbar is one tab stop; the arrow keys, Home and End move between its buttons.
  const [activeTool, setActiveTool] = useState(0);
  const tools = useRef<(HTMLButtonElement | null)[]>([]);
  const moveTool = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = MARKDOWN_ACTIONS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? activeTool === last
          ? 0
          : activeTool + 1
        : event.key === 'ArrowLeft'
          ? activeTool === 0
            ? last
            : activeTool - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActiveTool(next);
    tools.current[next]?.focus();
  };
  // Shortcuts in the text: Ctrl/⌘ + B bold, I italic, K link.
  const shortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const action = ({ b: 'bold', i: 'italic', k: 'link' } as const)[event.key.toLowerCase() as 'b' | 'i' | 'k'];
    if (!action) return;
    event.preventDefault();
    apply(action);
  };

  const writer = (
    <div className="grid gap-2">
      <div
        role="toolbar"
        aria-label={t('editor.toolbar')}
        aria-controls={control.id}
        onKeyDown={moveTool}
        className="flex flex-wrap gap-1"
      >
        {MARKDOWN_ACTIONS.map((action, index) => {
          const Icon = ICONS[action];
          return (
            <button
              key={action}
              ref={(element) => {
                tools.current[index] = element;
              }}
              type="button"
              tabIndex={index === activeTool ? 0 : -1}
              onFocus={() => setActiveTool(index)}
              title={t(`editor.tools.${action}`)}
              aria-label={t(`editor.tools.${action}`)}
              onClick={() => apply(action)}
              className="inline-flex size-11 items-center justify-center rounded-control border border-input bg-background text-foreground hover:bg-muted"
            >
              <Icon className="size-5" aria-hidden="true" />
            </button>
          );
        })}
      </div>
      <Textarea
        {...control}
        ref={textarea}
        rows={18}
        maxLength={BLOG_CONTENT_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={shortcut}
        className="max-h-[75vh] min-h-80 font-mono text-base [field-sizing:content]"
      />
    </div>
  );

  // One editor and one preview: side by side on wide screens, one at a time on a phone (the
  // buttons choose which; they are hidden where both show).
  return (
    <div className="grid min-w-0 gap-3">
      <div className="flex gap-1 rounded-control bg-muted p-1 lg:hidden">
        {(['write', 'preview'] as const).map((pane) => (
          <button
            key={pane}
            type="button"
            aria-pressed={tab === pane}
            onClick={() => setTab(pane)}
            className="inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-4 font-medium text-muted-foreground hover:text-foreground aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
          >
            {t(`editor.${pane}`)}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className={cn('min-w-0', tab !== 'write' && 'hidden lg:block')}>{writer}</div>
        <div className={cn('min-w-0', tab !== 'preview' && 'hidden lg:block')}>
          <ContentPreview content={value} />
        </div>
      </div>
    </div>
  );
}

function ContentPreview({ content }: { content: string }) {
  const { t } = useTranslation('blogAdmin');
  const debounced = useDebouncedValue(content, PREVIEW_DELAY_MS);
  const preview = useBlogPreview(debounced);
  const updating = preview.isFetching || debounced !== content;
  return (
    <section
      aria-labelledby="blog-preview-heading"
      aria-busy={updating}
      className="grid min-w-0 content-start gap-3 rounded-card border border-border bg-background p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="blog-preview-heading" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {t('editor.previewHeading')}
        </h2>
        <span className={cn('flex items-center gap-1.5 text-sm text-muted-foreground', !updating && 'invisible')}>
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {t('editor.previewUpdating')}
        </span>
      </div>
      {preview.isError && !preview.data ? (
        <p className="text-destructive">{t('editor.previewError')}</p>
      ) : !content.trim() ? (
        <p className="text-muted-foreground">{t('editor.previewEmpty')}</p>
      ) : preview.data ? (
        <>
          <p className="text-sm text-muted-foreground">
            {t('editor.readingTime', { count: preview.data.readingMinutes })}
          </p>
          <BlogContent html={preview.data.html} />
        </>
      ) : null}
    </section>
  );
}
