import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const base = 'http://127.0.0.1:3801';
const cid = readFileSync('/tmp/cid', 'utf8').trim();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function state(email) {
  const c0 = await browser.newContext({ baseURL: base });
  const csrf = await (await c0.request.get('/api/auth/csrf')).json();
  const r = await c0.request.post('/api/auth/sign-in', { headers: { 'x-csrf-token': csrf.token }, data: { email, password: 'DemoPass2026' } });
  if (!r.ok()) throw new Error(await r.text());
  const s = await c0.storageState(); s.origins = [{ origin: base, localStorage: [{ name: 'azubi.signedIn', value: '1' }] }];
  await c0.close(); return s;
}
const A = 'amina@demo.azubi-connect.example', E = 'personal@klinikum-demo.example';
const states = { [A]: await state(A), [E]: await state(E) };
const list = [[A, `/my-messages/${cid}`], [A, '/my-messages'], [E, '/de/employer/candidates'], [E, `/de/employer/messages/${cid}`], [E, '/de/employer/messages']];
for (const js of [false, true]) for (const [who, path] of list) {
  const ctx = await browser.newContext({ baseURL: base, javaScriptEnabled: js, timezoneId: 'Asia/Kolkata', viewport: { width: Number(process.env.W ?? 375), height: 800 }, storageState: states[who] });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text().slice(0, 300)); });
  page.on('pageerror', (e) => errors.push(e.message));
  const reqs = []; page.on('request', (r) => { if (r.url().includes('/api/')) reqs.push(r.url().replace(base, '').slice(0, 50)); });
  await page.goto(path);
  if (js) { await page.waitForSelector('html[data-app-ready]'); await page.waitForLoadState('networkidle'); }
  const name = `/tmp/shot-${js ? 'js' : 'nojs'}-${who.split('@')[0]}-${path.split('/').slice(1, 4).join('_')}.png`;
  await page.screenshot({ path: name });
  console.log(js, who, path, 'prerendered', await page.locator('#root[data-prerendered]').count(), 'errors:', JSON.stringify(errors), 'api:', reqs.join(' '));
  await ctx.close();
}
await browser.close();
