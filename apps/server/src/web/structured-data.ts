import type { BlogPost } from '@azubi/shared/blog/blog-posts';
import type { PublicEmployerProfile } from '@azubi/shared/companies/company-profile';
import { localizePath, type Locale } from '@azubi/shared/i18n/locales';
import { SITE_NAME } from './page-meta';

/** schema.org JSON-LD for search engines (spec §2: organisation, website search, educational organisation; posts as articles). */
export type JsonLd = Record<string, unknown>;

const DESCRIPTION: Record<Locale, string> = {
  en: 'A platform that brings international candidates together with German employers for vocational training (Ausbildung) and voluntary service (FSJ/BFD).',
  de: 'Eine Plattform, die internationale Bewerberinnen und Bewerber mit deutschen Arbeitgebern für Ausbildung und Freiwilligendienst (FSJ/BFD) zusammenbringt.',
};

const ids = (publicUrl: string) => ({
  organization: `${publicUrl}/#organization`,
  website: `${publicUrl}/#website`,
});

function organization(publicUrl: string): JsonLd {
  return {
    '@type': 'Organization',
    '@id': ids(publicUrl).organization,
    name: SITE_NAME,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
  };
}

/** The landing page: organisation, website with its search action, and the educational organisation. */
export function homeStructuredData(publicUrl: string, locale: Locale): JsonLd {
  const home = `${publicUrl}${localizePath('/', locale)}`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organization(publicUrl),
      {
        '@type': 'WebSite',
        '@id': ids(publicUrl).website,
        url: home,
        name: SITE_NAME,
        description: DESCRIPTION[locale],
        inLanguage: ['en', 'de'],
        publisher: { '@id': ids(publicUrl).organization },
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${publicUrl}${localizePath('/dashboard', locale)}?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
      {
        '@type': 'EducationalOrganization',
        '@id': `${publicUrl}/#educational-organization`,
        name: SITE_NAME,
        url: home,
        description: DESCRIPTION[locale],
        parentOrganization: { '@id': ids(publicUrl).organization },
        knowsAbout: [
          'Ausbildung',
          'Freiwilliges Soziales Jahr',
          'Bundesfreiwilligendienst',
          'German language certificates',
        ],
        areaServed: { '@type': 'Country', name: 'Germany' },
      },
    ],
  };
}

/** A blog post: the article, who published it, and where it sits in the site. */
export function blogPostStructuredData(
  publicUrl: string,
  post: BlogPost,
  texts: { blog: string; description: string },
): JsonLd {
  const url = `${publicUrl}${localizePath(`/blog/${post.slug}`, post.locale)}`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'BlogPosting',
        '@id': `${url}#article`,
        mainEntityOfPage: url,
        url,
        headline: post.title.slice(0, 110),
        description: texts.description,
        inLanguage: post.locale,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        articleSection: post.category,
        wordCount: post.content.split(/\s+/).filter(Boolean).length,
        ...(post.image ? { image: `${publicUrl}${post.image.src}` } : {}),
        author: { '@id': ids(publicUrl).organization },
        publisher: { '@id': ids(publicUrl).organization },
        isPartOf: { '@type': 'Blog', name: texts.blog, url: `${publicUrl}${localizePath('/blog', post.locale)}` },
      },
      organization(publicUrl),
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: SITE_NAME, item: `${publicUrl}${localizePath('/', post.locale)}` },
          {
            '@type': 'ListItem',
            position: 2,
            name: texts.blog,
            item: `${publicUrl}${localizePath('/blog', post.locale)}`,
          },
          { '@type': 'ListItem', position: 3, name: post.title, item: url },
        ],
      },
    ],
  };
}

const ANONYMOUS: Record<Locale, string> = { en: 'Anonymous', de: 'Anonym' };

/**
 * A public employer page: the company as an Organization (its logo, address locality, website as
 * `sameAs`), with its open places as the job postings it offers, and where the page sits in the site.
 */
export function employerStructuredData(
  publicUrl: string,
  locale: Locale,
  profile: PublicEmployerProfile,
  description: string,
): JsonLd {
  const url = `${publicUrl}${localizePath(`/employer-profile/${profile.id}`, locale)}`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${url}#organization`,
        name: profile.name,
        url,
        description,
        ...(profile.logoUrl ? { logo: `${publicUrl}${profile.logoUrl}` } : {}),
        ...(profile.bannerUrl ? { image: `${publicUrl}${profile.bannerUrl}` } : {}),
        ...(profile.website ? { sameAs: [profile.website] } : {}),
        ...(profile.industry ? { knowsAbout: profile.industry } : {}),
        ...(profile.location
          ? { address: { '@type': 'PostalAddress', addressLocality: profile.location, addressCountry: 'DE' } }
          : {}),
        // Approved reviews only (issue 18); without any there is no rating to state.
        ...(profile.reviews.summary.count > 0 && profile.reviews.summary.average !== null
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: profile.reviews.summary.average,
                reviewCount: profile.reviews.summary.count,
                bestRating: 5,
                worstRating: 1,
              },
              review: profile.reviews.items.slice(0, 10).map((review) => ({
                '@type': 'Review',
                reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
                author: { '@type': 'Person', name: review.authorFirstName ?? ANONYMOUS[locale] },
                datePublished: review.submittedAt.slice(0, 10),
                ...(review.text ? { reviewBody: review.text } : {}),
              })),
            }
          : {}),
        makesOffer: profile.listings.map((listing) => ({
          '@type': 'Offer',
          name: listing.title,
          url: `${publicUrl}${localizePath(`/jobs/${listing.id}`, locale)}`,
        })),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: SITE_NAME, item: `${publicUrl}${localizePath('/', locale)}` },
          { '@type': 'ListItem', position: 2, name: profile.name, item: url },
        ],
      },
    ],
  };
}

/**
 * JSON-LD as a `<script type="application/ld+json">` data block. It is never executed, so the
 * CSP's `script-src 'self'` does not apply; `<` is escaped so no text can close the element.
 */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
