import type { ReactNode } from 'react';
import { LegalText } from './legal-text';

export interface LegalSection {
  title: string;
  body: string;
}

export interface LegalDocumentProps {
  title: string;
  lastUpdated?: string;
  intro?: string;
  /** Label of the table of contents; leave out for short documents. */
  tocLabel?: string;
  sections: Record<string, LegalSection>;
  /** Content placed under a section's text, by section key (the provider's details, say). */
  extras?: Partial<Record<string, ReactNode>>;
  /** Content between the introduction and the first section. */
  children?: ReactNode;
}

/**
 * A long legal text (privacy policy, terms, imprint): a heading, the date of the version, a table
 * of contents linking to each numbered section, and the sections. Comfortable line length and
 * spacing for people reading in a second language.
 */
export function LegalDocument({ title, lastUpdated, intro, tocLabel, sections, extras, children }: LegalDocumentProps) {
  const entries = Object.entries(sections);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 break-words hyphens-auto sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{title}</h1>
      {lastUpdated ? <p className="mt-2 text-sm text-muted-foreground">{lastUpdated}</p> : null}
      {intro ? <p className="mt-5 text-lg">{intro}</p> : null}
      {children ? <div className="mt-6">{children}</div> : null}
      {tocLabel ? (
        <nav aria-labelledby="legal-toc" className="mt-8 rounded-card bg-muted p-5">
          <h2 id="legal-toc" className="font-semibold">
            {tocLabel}
          </h2>
          <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            {entries.map(([key, section]) => (
              <li key={key}>
                <a
                  href={`#${key}`}
                  className="inline-flex min-h-9 items-center text-primary underline-offset-2 hover:underline pointer-coarse:min-h-11"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {entries.map(([key, section]) => (
        <section key={key} id={key} aria-labelledby={`${key}-title`} className="mt-10 scroll-mt-20">
          <h2 id={`${key}-title`} className="text-xl font-semibold text-brand-950 sm:text-2xl">
            {section.title}
          </h2>
          <div className="mt-3 space-y-4 leading-relaxed">
            <LegalText text={section.body} />
          </div>
          {extras?.[key] ? <div className="mt-4 rounded-card border border-border p-5">{extras[key]}</div> : null}
        </section>
      ))}
    </article>
  );
}
