import { z } from '../zod';
import { GERMAN_LEVELS, PROGRAM_TYPES } from './listing';

/**
 * The partners' feed of open listings (`GET /api/feeds/listings.json` and `.xml`, ADR 0027), for
 * job boards and partner schools. Version 1: fields are only ever added; a field's meaning never
 * changes. The XML carries the same fields as elements of the same names.
 */
export const FEED_FORMAT_VERSION = 1;

const Texts = z.object({ title: z.string(), description: z.string() });

export const FeedListingSchema = z.object({
  id: z.string(),
  /** The listing's page in each language. */
  url: z.object({ en: z.string(), de: z.string() }),
  /** Where a candidate applies (the page: sign in, then apply on it). */
  applyUrl: z.object({ en: z.string(), de: z.string() }),
  /** As the company wrote it. */
  title: z.string(),
  description: z.string(),
  /** The language it is written in, when a translation detected it; else null. */
  language: z.string().nullable(),
  /** Translations already made on the site (never machine-made for the feed): English and German where present. */
  translations: z.object({ en: Texts.optional(), de: Texts.optional() }),
  company: z.object({ id: z.string(), name: z.string(), website: z.string().nullable(), url: z.string() }),
  location: z.object({ locality: z.string(), region: z.string().nullable(), country: z.literal('DE') }),
  program: z.enum(PROGRAM_TYPES),
  category: z.string(),
  /** The German level required (CEFR). */
  germanLevel: z.enum(GERMAN_LEVELS),
  startDate: z.string().nullable(),
  durationYears: z.number().nullable(),
  /** Monthly pay in whole euros (Ausbildung: salary; FSJ/BFD: allowance); null when not stated. */
  pay: z.object({ currency: z.literal('EUR'), unit: z.literal('month'), min: z.number(), max: z.number() }).nullable(),
  visaSponsorship: z.boolean(),
  freeAccommodation: z.boolean(),
  datePosted: z.string(),
  dateModified: z.string(),
  /** The last day it is open (the day before its start); null when the start is open. */
  validThrough: z.string().nullable(),
});
export type FeedListing = z.infer<typeof FeedListingSchema>;

export const ListingFeedSchema = z.object({
  version: z.literal(FEED_FORMAT_VERSION),
  items: z.array(FeedListingSchema),
  /** The next page's address; null on the last page. */
  next: z.string().nullable(),
});
export type ListingFeed = z.infer<typeof ListingFeedSchema>;

export const ListingFeedQuerySchema = z.object({
  /** The last listing id of the previous page (from `next`). */
  after: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
