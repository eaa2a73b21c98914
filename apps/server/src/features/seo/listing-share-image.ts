import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locale } from '@azubi/shared/i18n/locales';
import { PROGRAM_NAMES, type ListingDetail } from '@azubi/shared/listings/listing';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

/** Open Graph's recommended size: WhatsApp, Facebook, LinkedIn and X crop nothing of it. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
const PADDING = 72;
const PADDING_Y = 64;
const TEXT_WIDTH = SHARE_IMAGE_WIDTH - 2 * PADDING;

/** What the card shows: nothing else of the listing changes it. */
export type ShareCard = Pick<
  ListingDetail,
  'id' | 'title' | 'companyName' | 'location' | 'programType' | 'germanLevelRequired'
>;

const GERMAN: Record<Locale, string> = { en: 'German', de: 'Deutsch' };
const TAGLINE: Record<Locale, string> = {
  en: 'Apply on Azubi Connect',
  de: 'Jetzt bewerben auf Azubi Connect',
};

/**
 * The card's version: a hash of what it shows, in the image's address (`?v=`), so a changed title
 * or company name is a new address and an unchanged one is cached for good by browsers and
 * messengers (and here, by `ShareImages`).
 */
export function shareCardVersion(card: ShareCard, locale: Locale): string {
  const { id, title, companyName, location, programType, germanLevelRequired } = card;
  return createHash('sha256')
    .update(JSON.stringify([id, title, companyName, location, programType, germanLevelRequired, locale]))
    .digest('hex')
    .slice(0, 16);
}

/** The image's address: one per listing, language and version. */
export function shareImagePath(card: ShareCard, locale: Locale): string {
  return `/share/jobs/${card.id}/${locale}.png?v=${shareCardVersion(card, locale)}`;
}

const require = createRequire(import.meta.url);
/** Noto Sans (the CV's font, from `@fontsource/noto-sans`): its Latin subset has every German letter. */
const fonts = (() => {
  let loaded: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;
  return () =>
    (loaded ??= ([400, 700] as const).map((weight) => ({
      name: 'Noto Sans',
      data: readFileSync(require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })));
})();

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const box = (style: Record<string, unknown>, children: unknown): Node => ({ type: 'div', props: { style, children } });

/** Cuts a text that would not fit the card's lines, at a word. */
const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;

/** The card as a PNG of 1200×630: program, title, company, place and German level, in `locale`. */
export async function renderShareCard(card: ShareCard, locale: Locale): Promise<Buffer> {
  const tree = box(
    {
      // Sizes without the padding: satori adds it around them (content-box).
      width: TEXT_WIDTH,
      height: SHARE_IMAGE_HEIGHT - 2 * PADDING_Y,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `${PADDING_Y}px ${PADDING}px`,
      background: 'linear-gradient(135deg, #0b3b66 0%, #14589a 100%)',
      color: '#ffffff',
      fontFamily: 'Noto Sans',
    },
    [
      box(
        { display: 'flex', fontSize: 30, fontWeight: 700, color: '#ffd166' },
        PROGRAM_NAMES[card.programType][locale],
      ),
      box({ display: 'flex', flexDirection: 'column', gap: 20 }, [
        box(
          { display: 'flex', width: TEXT_WIDTH, fontSize: 60, fontWeight: 700, lineHeight: 1.2 },
          cut(card.title, 80),
        ),
        box(
          { display: 'flex', width: TEXT_WIDTH, fontSize: 36, color: '#dbeafe' },
          cut(`${card.companyName} · ${card.location}`, 60),
        ),
      ]),
      box({ display: 'flex', width: TEXT_WIDTH, justifyContent: 'space-between', alignItems: 'center', fontSize: 30 }, [
        box(
          { display: 'flex', padding: '8px 20px', borderRadius: 12, background: 'rgba(255,255,255,0.16)' },
          `${GERMAN[locale]} ${card.germanLevelRequired}`,
        ),
        box({ display: 'flex', fontWeight: 700 }, TAGLINE[locale]),
      ]),
    ],
  );
  const svg = await satori(tree as never, { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fonts: fonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE_WIDTH } }).render().asPng();
}

/** How many cards stay in memory: a card is ~30–60 KB; the most shared listings are asked for again and again. */
const KEPT_CARDS = 200;

/** Rendered cards by listing, language and version (renders take ~50–150 ms; one at a time). */
export class ShareImages {
  private readonly kept = new Map<string, Promise<Buffer>>();
  private queue: Promise<unknown> = Promise.resolve();

  get(card: ShareCard, locale: Locale): Promise<Buffer> {
    const key = `${card.id}:${locale}:${shareCardVersion(card, locale)}`;
    let image = this.kept.get(key);
    if (image) {
      // Most recently used last: the oldest goes first when the map is full.
      this.kept.delete(key);
      this.kept.set(key, image);
      return image;
    }
    image = this.queue.then(() => renderShareCard(card, locale));
    this.queue = image.catch(() => undefined);
    this.kept.set(key, image);
    image.catch(() => this.kept.delete(key));
    if (this.kept.size > KEPT_CARDS) this.kept.delete(this.kept.keys().next().value as string);
    return image;
  }
}
