import { afterEach, describe, expect, it } from 'vitest';
import { applyServerAccountHint } from './server-account-hint';

function page(html: string, signedIn = false): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = html;
  if (signedIn) doc.documentElement.setAttribute('data-signed-in', '');
  return doc;
}

const state = (data: unknown) =>
  `<script type="application/json" id="server-query-state">${JSON.stringify({
    mutations: [],
    queries: [{ queryKey: ['auth', 'me'], queryHash: '["auth","me"]', state: { data, status: 'success' } }],
  })}</script>`;

afterEach(() => localStorage.clear());

describe('applyServerAccountHint', () => {
  it('sets the session hint when the server sent an account or marked the page signed in', () => {
    applyServerAccountHint(page(state({ user: { id: 'u1' } })), localStorage);
    expect(localStorage.getItem('azubi.signedIn')).toBe('1');
    localStorage.clear();
    applyServerAccountHint(page('<div id="root" data-prerendered></div>', true), localStorage);
    expect(localStorage.getItem('azubi.signedIn')).toBe('1');
  });

  it('clears a stale hint when the server says nobody is signed in', () => {
    localStorage.setItem('azubi.signedIn', '1');
    applyServerAccountHint(page(state(null)), localStorage);
    expect(localStorage.getItem('azubi.signedIn')).toBeNull();
  });

  it('leaves the hint alone without the server’s word (the Vite dev server, a page rendered for visitors)', () => {
    localStorage.setItem('azubi.signedIn', '1');
    applyServerAccountHint(page('<div id="root"></div>'), localStorage);
    applyServerAccountHint(
      page('<script type="application/json" id="server-query-state">{"queries":[]}</script>'),
      localStorage,
    );
    expect(localStorage.getItem('azubi.signedIn')).toBe('1');
  });
});
