import { inflateSync } from 'node:zlib';

/**
 * Reads the text back out of a PDF written by @react-pdf/renderer (pdfkit), for tests: the
 * embedded fonts' ToUnicode maps turn the glyph ids of every text run into characters again.
 *
 * - `text`: every run in drawing order, joined without separators (a line's words are separate
 *   runs, spaces included, so a name reads as written);
 * - `embeddedFonts`: names of the fonts whose programs are embedded (FontFile2);
 * - `missing`: runs drawn with a font that is not embedded (pdfkit falls back to Helvetica when no
 *   registered font has a character: such text shows as garbage or boxes) or with glyph 0
 *   (.notdef, a box). A CV whose text renders correctly has none;
 * - `colors`: the RGB fill and stroke colours the pages use, as #rrggbb;
 * - `glyphs`: how many glyphs were drawn with embedded fonts.
 */
export function readPdfText(pdf: Buffer): {
  text: string;
  embeddedFonts: string[];
  missing: string[];
  colors: string[];
  glyphs: number;
} {
  const source = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: Buffer | null }>();
  const objectPattern = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = objectPattern.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endobj', start);
    const body = source.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    let stream: Buffer | null = null;
    let dict = body;
    if (streamAt >= 0 && body.lastIndexOf('endstream') > streamAt) {
      dict = body.slice(0, streamAt);
      const dataStart = start + streamAt + (body[streamAt + 6] === '\r' ? 8 : 7);
      const dataEnd = source.indexOf('endstream', dataStart);
      const raw = pdf.subarray(dataStart, dataEnd);
      stream = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { dict, stream });
  }
  const ref = (dict: string, key: string) => {
    const found = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
    return found ? objects.get(Number(found[1])) : undefined;
  };

  type Font = { embedded: boolean; map: Map<number, string> };
  const fonts = new Map<number, Font>();
  const embeddedFonts: string[] = [];
  const fontOf = (id: number): Font => {
    const cached = fonts.get(id);
    if (cached) return cached;
    const dict = objects.get(id)?.dict ?? '';
    const map = new Map<number, string>();
    const cmap = ref(dict, 'ToUnicode')?.stream?.toString('latin1') ?? '';
    // UTF-16BE code units; a ligature maps to several (<0066 0069> is "fi").
    const hex = (h: string) =>
      String.fromCharCode(...(h.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((u) => parseInt(u, 16)));
    for (const range of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      const first = parseInt(range[1]!, 16);
      [...range[3]!.matchAll(/<([0-9a-f\s]*)>/gi)].forEach((u, i) => map.set(first + i, hex(u[1]!)));
    }
    for (const single of cmap.matchAll(/^<([0-9a-f]{4})>\s*<([0-9a-f]+)>$/gim))
      map.set(parseInt(single[1]!, 16), hex(single[2]!));
    const descendant = /\/DescendantFonts\s*\[\s*(\d+) 0 R/.exec(dict);
    const descriptor = descendant ? ref(objects.get(Number(descendant[1]))?.dict ?? '', 'FontDescriptor') : undefined;
    const embedded = Boolean(descriptor && /\/FontFile[23]?\s/.test(descriptor.dict));
    if (embedded) embeddedFonts.push(/\/BaseFont\s*\/(\S+)/.exec(dict)?.[1] ?? '?');
    const font = { embedded, map };
    fonts.set(id, font);
    return font;
  };

  let text = '';
  const missing: string[] = [];
  const colors = new Set<string>();
  let glyphs = 0;
  for (const [, page] of objects) {
    if (!/\/Type\s*\/Page\b/.test(page.dict)) continue;
    const resources = ref(page.dict, 'Resources')?.dict ?? page.dict;
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(resources)?.[1] ?? ref(resources, 'Font')?.dict ?? '';
    const fontIds = new Map([...fontDict.matchAll(/\/(\S+)\s+(\d+) 0 R/g)].map((m) => [m[1]!, Number(m[2])]));
    const content = ref(page.dict, 'Contents')?.stream?.toString('latin1') ?? '';
    for (const rgb of content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) (?:scn|SCN|rg|RG)\b/g)) {
      const channel = (v: string) =>
        Math.round(Number(v) * 255)
          .toString(16)
          .padStart(2, '0');
      colors.add(`#${channel(rgb[1]!)}${channel(rgb[2]!)}${channel(rgb[3]!)}`);
    }
    let current: Font | null = null;
    for (const op of content.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9a-f]*)>\s*Tj/gi)) {
      if (op[1]) {
        const id = fontIds.get(op[1]);
        current = id === undefined ? null : fontOf(id);
        continue;
      }
      const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]!) : [op[3]!];
      for (const h of hexes) {
        if (!current?.embedded) {
          missing.push(Buffer.from(h, 'hex').toString('latin1'));
          continue;
        }
        for (const unit of h.match(/.{4}/g) ?? []) {
          const gid = parseInt(unit, 16);
          glyphs++;
          const chars = current.map.get(gid);
          if (gid === 0 || chars === undefined) missing.push(`glyph ${gid}`);
          text += chars ?? '\uFFFD';
        }
      }
    }
  }
  return { text, embeddedFonts, missing, colors: [...colors], glyphs };
}
