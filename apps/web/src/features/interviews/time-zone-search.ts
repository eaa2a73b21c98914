import { currentTimeZoneName, isTimeZone } from '@azubi/shared/interviews/interview-time';
import { rawTimeZones } from '@vvo/tzdb';
import { regionNamesOf } from '../../lib/region-names';

/*
 * The time zones a person can choose, found the way people look for them (issue 28.1): by country
 * (in English and German), by city, by the zone's own name. The data is the IANA database as
 * @vvo/tzdb groups it (one entry per zone that keeps its own time, with its country and main
 * cities, under the current name); country names in both languages come from CLDR through
 * Intl.DisplayNames. This module is loaded only when the list opens (its own chunk, about 17 kB compressed).
 */

export type ZoneChoice = {
  /** The current IANA name ("Asia/Kolkata"). */
  zone: string;
  /** The city the zone is named after ("Kolkata"). */
  city: string;
  countryCode: string;
  /** The country in the reader's language ("India" / "Indien"). */
  country: string;
  /** Up to four cities in the zone, the most populated first ("Mumbai, Delhi, …"). */
  cities: string[];
  /** Whole words to search in, without accents and in lower case. */
  countryWords: string[];
  cityWords: string[];
  otherWords: string[];
};

function countryName(code: string, locale: string): string | undefined {
  try {
    return regionNamesOf(locale)?.of(code);
  } catch {
    return undefined;
  }
}

/** Lower case, accents removed ("Cần Thơ" → "can tho"), underscores and slashes as spaces. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_/\-,.()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every zone this browser knows, under its current name, with the reader's country names. */
export function buildZoneChoices(locale: 'en' | 'de'): ZoneChoice[] {
  const choices = new Map<string, ZoneChoice>();
  for (const entry of rawTimeZones) {
    const zone = currentTimeZoneName(entry.name);
    if (!isTimeZone(zone)) continue;
    const english = countryName(entry.countryCode, 'en') ?? entry.countryName;
    const german = countryName(entry.countryCode, 'de') ?? english;
    const city = (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
    const known = choices.get(zone);
    if (known) {
      // Two groups under one current name (Midway is now Pago Pago): one choice, found by both.
      known.countryWords.push(...[entry.countryName, english, german].map(normalizeSearchText));
      known.cityWords.push(...entry.mainCities.map(normalizeSearchText));
      continue;
    }
    choices.set(zone, {
      zone,
      city,
      countryCode: entry.countryCode,
      country: locale === 'de' ? german : english,
      cities: entry.mainCities.filter((name) => name !== city),
      countryWords: [entry.countryName, english, german].map(normalizeSearchText),
      cityWords: [city, ...entry.mainCities].map(normalizeSearchText),
      // The zone's names (old ones too, so "Calcutta" still finds Kolkata) and "India Time".
      otherWords: [...entry.group, entry.alternativeName].map(normalizeSearchText),
    });
  }
  return [...choices.values()];
}

/**
 * How well `words` match a query: 0 the whole text equals it ("india" = "India"), 1 it starts with
 * it, 2 one of its words starts with it, null no match. "India" thus finds India first and
 * "Indiana" only after it.
 */
function matchRank(texts: string[], needle: string): number | null {
  let best: number | null = null;
  for (const text of texts) {
    const rank = text === needle ? 0 : text.startsWith(needle) ? 1 : ` ${text}`.includes(` ${needle}`) ? 2 : null;
    if (rank !== null && (best === null || rank < best)) best = rank;
  }
  return best;
}

/**
 * The zones matching `query`, best first: a country's name before a city's before the zone's
 * other names; within that, the suggested zones (the person's country, their browser's) first.
 */
export function searchZones(choices: ZoneChoice[], query: string, suggested: readonly string[] = []): ZoneChoice[] {
  const needle = normalizeSearchText(query);
  if (!needle) return choices;
  const ranked: { choice: ZoneChoice; score: number }[] = [];
  for (const choice of choices) {
    const country = matchRank(choice.countryWords, needle);
    const city = matchRank(choice.cityWords, needle);
    const other = matchRank(choice.otherWords, needle);
    const scores = [
      country === null ? null : country,
      city === null ? null : 3 + city,
      other === null ? null : 6 + other,
    ].filter((score): score is number => score !== null);
    if (scores.length === 0) continue;
    ranked.push({ choice, score: Math.min(...scores) * 2 + (suggested.includes(choice.zone) ? 0 : 1) });
  }
  return ranked
    .sort((a, b) => a.score - b.score || a.choice.city.localeCompare(b.choice.city))
    .map(({ choice }) => choice);
}

/** The zones of a country ("IN" → Asia/Kolkata), most populated first as the data lists them. */
export function zonesOfCountry(choices: ZoneChoice[], countryCode: string | null | undefined): string[] {
  if (!countryCode) return [];
  return choices.filter((choice) => choice.countryCode === countryCode.toUpperCase()).map((choice) => choice.zone);
}
