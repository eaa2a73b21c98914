import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const base = 'http://127.0.0.1:3801';
const [email, path] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const c0 = await browser.newContext({ baseURL: base });
const csrf = await (await c0.request.get('/api/auth/csrf')).json();
await c0.request.post('/api/auth/sign-in', { headers: { 'x-csrf-token': csrf.token }, data: { email, password: 'DemoPass2026' } });
const s = await c0.storageState(); s.origins = [{ origin: base, localStorage: [{ name: 'azubi.signedIn', value: '1' }] }];
const texts = async (js) => {
  const ctx = await browser.newContext({ baseURL: base, javaScriptEnabled: js, timezoneId: 'Asia/Kolkata', viewport: { width: 375, height: 800 }, storageState: s });
  const page = await ctx.newPage();
  await page.goto(path);
  if (js) { await page.waitForSelector('html[data-app-ready]'); await page.waitForTimeout(1500); }
  const t = await page.evaluate(() => { const out = []; const w = document.createTreeWalker(document.getElementById('root'), NodeFilter.SHOW_TEXT); let n; while ((n = w.nextNode())) { const v = n.nodeValue.trim(); if (v) out.push(v); } return out; });
  await ctx.close(); return t;
};
const a = await texts(false), b = await texts(true);
console.log(JSON.stringify(a)); console.log('-----'); console.log(JSON.stringify(b));
await browser.close();
