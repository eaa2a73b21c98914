import type { BlogPost } from '@azubi/shared/blog/blog-posts';
import type { PublicEmployerProfile } from '@azubi/shared/companies/company-profile';
import { localizePath, type Locale } from '@azubi/shared/i18n/locales';
import { locationSlugFor, PROGRAM_NAMES, STATE_OF_CITY, type ListingDetail } from '@azubi/shared/listings/listing';
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

const JOB_TEXTS: Record<Locale, Record<'german' | 'start' | 'duration' | 'accommodation' | 'visa', string>> = {
  en: {
    german: 'German language: level {level} (CEFR) or higher required.',
    start: 'Start: {date}',
    duration: 'Duration: {years} years',
    accommodation: 'Free accommodation',
    visa: 'Visa support',
  },
  de: {
    german: 'Deutschkenntnisse: mindestens Niveau {level} (GER) erforderlich.',
    start: 'Beginn: {date}',
    duration: 'Dauer: {years} Jahre',
    accommodation: 'Kostenlose Unterkunft',
    visa: 'Unterstützung beim Visum',
  },
};

/**
 * The listing's description as HTML for `JobPosting.description`: the company's plain text,
 * escaped, in paragraphs, then the program, the language requirement and the facts as a list.
 * Nothing of the company's text is ever markup: it is escaped, so there is nothing to sanitise away.
 */
export function jobPostingDescription(locale: Locale, listing: ListingDetail): string {
  const texts = JOB_TEXTS[locale];
  const paragraphs = listing.description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph).replaceAll('\n', '<br>')}</p>`);
  const facts = [
    PROGRAM_NAMES[listing.programType][locale],
    texts.german.replace('{level}', listing.germanLevelRequired),
    ...(listing.startDate ? [texts.start.replace('{date}', listing.startDate)] : []),
    ...(listing.durationYears ? [texts.duration.replace('{years}', String(Number(listing.durationYears)))] : []),
    ...(listing.freeAccommodation ? [texts.accommodation] : []),
    ...(listing.visaSponsorship ? [texts.visa] : []),
  ];
  return `${paragraphs.join('')}<ul>${facts.map((fact) => `<li>${escapeText(fact)}</li>`).join('')}</ul>`;
}

const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * An open listing as schema.org `JobPosting` for Google's job search (ADR 0027): Ausbildung is
 * full-time training, FSJ and BFD are volunteer work; the pay is monthly in euros when the listing
 * states it; `validThrough` is the day before the start (the listing is no longer open once the
 * place has started); `directApply` because candidates apply on the page itself.
 */
export function jobPostingStructuredData(publicUrl: string, locale: Locale, listing: ListingDetail): JsonLd {
  const url = `${publicUrl}${localizePath(`/jobs/${listing.id}`, locale)}`;
  const { company } = listing;
  const city = locationSlugFor(listing.location);
  const voluntary = listing.programType !== 'ausbildung';
  const pay = voluntary
    ? listing.monthlyAllowance !== null
      ? { value: listing.monthlyAllowance }
      : null
    : listing.salaryMin !== null && listing.salaryMax !== null && listing.salaryMin !== listing.salaryMax
      ? { minValue: listing.salaryMin, maxValue: listing.salaryMax }
      : (listing.salaryMin ?? listing.salaryMax) !== null
        ? { value: listing.salaryMin ?? listing.salaryMax }
        : null;
  const validThrough = listing.startDate ? dayBefore(listing.startDate) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    '@id': `${url}#job`,
    url,
    title: listing.title,
    description: jobPostingDescription(locale, listing),
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: listing.id },
    datePosted: listing.createdAt,
    ...(validThrough ? { validThrough } : {}),
    ...(listing.startDate ? { jobStartDate: listing.startDate } : {}),
    employmentType: voluntary ? 'VOLUNTEER' : 'FULL_TIME',
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      ...(company.website ? { sameAs: company.website } : {}),
      ...(company.logoUrl ? { logo: `${publicUrl}${company.logoUrl}` } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: listing.location,
        ...(city ? { addressRegion: STATE_OF_CITY[city] } : {}),
        addressCountry: 'DE',
      },
    },
    ...(pay
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: { '@type': 'QuantitativeValue', ...pay, unitText: 'MONTH' },
          },
        }
      : {}),
    // Training places and voluntary service are for beginners: no work experience asked for.
    experienceRequirements: 'no requirements',
    // Voluntary service asks only for completed compulsory schooling; an Ausbildung's school
    // certificate differs by trade and is not part of a listing, so it is not claimed.
    ...(voluntary ? { educationRequirements: 'no requirements' } : {}),
    qualifications: JOB_TEXTS[locale].german.replace('{level}', listing.germanLevelRequired),
    ...(listing.sector ? { industry: listing.sector } : {}),
    directApply: true,
  };
}

function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}
