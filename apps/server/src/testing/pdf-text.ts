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
 * - `glyphs`: how many glyphs were drawn with embedded fonts;
 * - `runs`: every text run (one TJ or Tj) with where it is drawn, in points from the page's
 *   bottom left corner: `x` its left edge, `width` its advance (the fonts' glyph widths and the
 *   run's own adjustments), `y` its baseline. Enough to check that text stays inside a column.
 */
export type TextRun = { text: string; x: number; y: number; width: number };

/** A PDF matrix [a b c d e f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** `m` applied first, then `n` (PDF's m × n). */
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const apply = (m: Matrix, x: number, y: number) => ({ x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] });

export function readPdfText(pdf: Buffer): {
  text: string;
  embeddedFonts: string[];
  missing: string[];
  colors: string[];
  glyphs: number;
  runs: TextRun[];
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

  type Font = { embedded: boolean; map: Map<number, string>; widths: Map<number, number>; defaultWidth: number };
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
    const cidFont = descendant ? (objects.get(Number(descendant[1]))?.dict ?? '') : '';
    const descriptor = descendant ? ref(cidFont, 'FontDescriptor') : undefined;
    const embedded = Boolean(descriptor && /\/FontFile[23]?\s/.test(descriptor.dict));
    if (embedded) embeddedFonts.push(/\/BaseFont\s*\/(\S+)/.exec(dict)?.[1] ?? '?');
    // Glyph widths in thousandths of the font size: /W [first [w w …] first last w …], else /DW.
    const widths = new Map<number, number>();
    const w = /\/W\s*\[((?:\s*\d+\s*(?:\[[^\]]*\]|\d+\s+[\d.]+))*)\s*\]/.exec(cidFont)?.[1] ?? '';
    for (const entry of w.matchAll(/(\d+)\s*(?:\[([^\]]*)\]|(\d+)\s+([\d.]+))/g)) {
      const first = Number(entry[1]);
      if (entry[2] !== undefined)
        entry[2]
          .trim()
          .split(/\s+/)
          .forEach((v, i) => widths.set(first + i, Number(v)));
      else for (let gid = first; gid <= Number(entry[3]); gid++) widths.set(gid, Number(entry[4]));
    }
    const defaultWidth = Number(/\/DW\s+([\d.]+)/.exec(cidFont)?.[1] ?? 1000);
    const font = { embedded, map, widths, defaultWidth };
    fonts.set(id, font);
    return font;
  };

  let text = '';
  const missing: string[] = [];
  const colors = new Set<string>();
  const runs: TextRun[] = [];
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
    let fontSize = 0;
    // The graphics state's matrix (q saves it, Q restores it, cm changes it) and the text matrix.
    let ctm: Matrix = IDENTITY;
    const saved: Matrix[] = [];
    let tm: Matrix = IDENTITY;
    const number = '-?[\\d.]+';
    const operators = new RegExp(
      `(?<!\\S)(?:(q|Q|BT)|((?:${number}\\s+){6})(cm|Tm)|\\/(\\S+)\\s+(${number})\\s+Tf|\\[([^\\]]*)\\]\\s*TJ|<([0-9a-f]*)>\\s*Tj)(?!\\S)`,
      'gi',
    );
    for (const op of content.matchAll(operators)) {
      if (op[1] === 'q') saved.push(ctm);
      else if (op[1] === 'Q') ctm = saved.pop() ?? IDENTITY;
      else if (op[1] === 'BT') tm = IDENTITY;
      else if (op[3]) {
        const m = op[2]!.trim().split(/\s+/).map(Number) as Matrix;
        if (op[3] === 'cm') ctm = multiply(m, ctm);
        else tm = m;
      } else if (op[4]) {
        const id = fontIds.get(op[4]);
        current = id === undefined ? null : fontOf(id);
        fontSize = Number(op[5]);
      } else {
        // Hex strings of glyph ids, and between them adjustments in thousandths of the font size.
        const parts: { hex?: string; adjust?: string }[] =
          op[6] !== undefined
            ? [...op[6].matchAll(/<([0-9a-f]*)>|(-?[\d.]+)/gi)].map((m) => ({ hex: m[1], adjust: m[2] }))
            : [{ hex: op[7]! }];
        let advance = 0;
        let runText = '';
        for (const part of parts) {
          if (part.hex === undefined) {
            advance -= (Number(part.adjust) / 1000) * fontSize;
            continue;
          }
          const h = part.hex;
          if (!current?.embedded) {
            missing.push(Buffer.from(h, 'hex').toString('latin1'));
            continue;
          }
          for (const unit of h.match(/.{4}/g) ?? []) {
            const gid = parseInt(unit, 16);
            glyphs++;
            const chars = current.map.get(gid);
            if (gid === 0 || chars === undefined) missing.push(`glyph ${gid}`);
            runText += chars ?? '\uFFFD';
            advance += ((current.widths.get(gid) ?? current.defaultWidth) / 1000) * fontSize;
          }
        }
        text += runText;
        const device = multiply(tm, ctm);
        const start = apply(device, 0, 0);
        const end = apply(device, advance, 0);
        runs.push({ text: runText, x: Math.min(start.x, end.x), y: start.y, width: Math.abs(end.x - start.x) });
        tm = multiply([1, 0, 0, 1, advance, 0], tm);
      }
    }
  }
  return { text, embeddedFonts, missing, colors: [...colors], glyphs, runs };
}
