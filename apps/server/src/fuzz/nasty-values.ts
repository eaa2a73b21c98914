import fc from 'fast-check';

/**
 * Strings that have broken web servers before: control characters, lone surrogates, direction
 * overrides, very long text, numbers and literals spelled as strings, injection probes. The first
 * ones (NASTY_CORE) are also swept through every text field of every operation in each run.
 */
export const NASTY_CORE = [
  'a\u0000b', // NUL: PostgreSQL refuses it in text
  'x\ud800y', // a lone high surrogate: not valid UTF-8 once encoded
  '\u202egpj.exe', // right-to-left override
] as const;

export const NASTY_STRINGS: readonly string[] = [
  ...NASTY_CORE,
  '\u0000',
  '\udfff',
  '\ud83d',
  '\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069\u200e\u200f',
  '\u200b\u200c\u200d\ufeff',
  '\u0007\u0008\u001b[31m',
  '\r\n\r\nX-Injected: 1',
  '\t',
  ' ',
  '   ',
  '',
  'e\u0301'.repeat(40),
  '👩‍👩‍👧‍👦🇩🇪',
  'مرحبا بالعالم',
  '漢字かなカナ한국어',
  'İıß ẞ ǅ',
  '\uffff\ufffe',
  'a'.repeat(256),
  'a'.repeat(10_001),
  '€'.repeat(70_000),
  '%00',
  '%',
  '%zz',
  '%ED%A0%80',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  "'; drop table users; --",
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  'false',
  '0',
  '-0',
  '-1',
  '1e309',
  '-1e309',
  '9'.repeat(40),
  '0x1F',
  '1_000',
  ' 12 ',
  '12abc',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
  '1900-01-01',
  '2024-13-01T25:61:61Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'a@b',
  '@',
  'user@example.org\u0000',
  'https://example.org/\u0000',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  'file:///etc/passwd',
];

/** One UTF-16 code unit, any of them: NUL, controls, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Any text: realistic, full Unicode, raw code units, or one of the nasty strings. */
export const anyText = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string() },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme' }) },
    { weight: 2, arbitrary: fc.string({ unit: codeUnit }) },
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  );

/** Any JSON value, of any type, for fields that expect something else. */
export const anyJson = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    anyText(),
    fc.integer(),
    fc.double({ noNaN: true }).map((n) => (Number.isFinite(n) ? n : 1e308)),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 0, 1e308, -1e308, 0.1),
    fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 4 }),
    fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer()), { maxKeys: 3 }),
  );

/** Strings that do not percent-decode, or decode to something unusual, for URL paths and queries. */
export const RAW_URL_JUNK: readonly string[] = [
  '%',
  '%%',
  '%zz',
  '%0',
  '%00',
  '%E0%A4%A',
  '%ED%A0%80', // a lone surrogate, encoded
  '%C0%AF',
  '%FF%FE',
  '%2F',
  '%2e%2e',
  '..',
  '.',
  '%20',
  '+',
  '%2B',
  '%3F',
  '%23',
  '%u0041',
  'a%00b',
  '%E2%80%AE',
  'a'.repeat(3000),
];
