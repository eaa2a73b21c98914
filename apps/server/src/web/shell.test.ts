// npm run test:pg skips this file: it never opens the test database (src/testing/no-database.mjs).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryAtLowPriority, inlineStylesheets, scriptJson, stylesheetFirst } from './shell';

const TEMPLATE = [
  '<head>',
  '    <!--app-head-->',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '  </head>',
].join('\n');

function webDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'azubi-shell-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), text);
  return dir;
}

describe('stylesheetFirst', () => {
  it('moves the stylesheet before the scripts, right after the head placeholder', () => {
    const html = stylesheetFirst(TEMPLATE);
    expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(html.indexOf('<!--app-head-->'));
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<script'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });
});

describe('inlineStylesheets', () => {
  it('writes the stylesheet into a <style> element', () => {
    const html = inlineStylesheets(TEMPLATE, webDist({ 'index-1.css': 'body{color:#111}' }));
    expect(html).toContain('<style>body{color:#111}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('keeps the link when the file is missing or the stylesheet refers to other files', () => {
    expect(inlineStylesheets(TEMPLATE, webDist({}))).toContain('rel="stylesheet"');
    const withFont = webDist({ 'index-1.css': '@font-face{src:url(font.woff2)}' });
    expect(inlineStylesheets(TEMPLATE, withFont)).toContain('rel="stylesheet"');
    const closing = webDist({ 'index-1.css': 'a::after{content:"</style>"}' });
    expect(inlineStylesheets(TEMPLATE, closing)).toContain('rel="stylesheet"');
  });
});

describe('entryAtLowPriority', () => {
  it('asks for the entry script and the files it imports at low priority, once', () => {
    const html = entryAtLowPriority(entryAtLowPriority(TEMPLATE));
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-1.js">');
    expect(html.match(/fetchpriority/g)).toHaveLength(2);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });
});

describe('scriptJson', () => {
  it('escapes "<", so a text cannot close the script element it travels in', () => {
    const text = scriptJson({ title: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});
