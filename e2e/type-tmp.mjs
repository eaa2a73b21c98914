import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const base = 'http://127.0.0.1:3801';
const cid = readFileSync('/tmp/cid', 'utf8').trim();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const c0 = await browser.newContext({ baseURL: base });
const csrf = await (await c0.request.get('/api/auth/csrf')).json();
await c0.request.post('/api/auth/sign-in', { headers: { 'x-csrf-token': csrf.token }, data: { email: 'amina@demo.azubi-connect.example', password: 'DemoPass2026' } });
const s = await c0.storageState();
for (const [path, sel] of [[`/my-messages/${cid}`, 'textarea'], ['/browse-jobs', 'input[type=search]']]) {
  const ctx = await browser.newContext({ baseURL: base, storageState: s, viewport: { width: 375, height: 800 } });
  const page = await ctx.newPage();
  // Hold the app's code back until the text is typed.
  let release; const gate = new Promise((r) => (release = r));
  await page.route('**/assets/*.js', async (route) => { await gate; await route.continue(); });
  await page.goto(path, { waitUntil: 'commit' }); await page.locator(sel).first().waitFor();
  await page.locator(sel).first().fill('Typed before the app ran');
  release();
  await page.waitForSelector('html[data-app-ready]', { timeout: 30000 });
  await page.waitForTimeout(1500);
  console.log(path, JSON.stringify(await page.locator(sel).first().inputValue()));
  await ctx.close();
}
await browser.close();
