import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { loadNamespaces, type PageNamespace } from './load-namespaces';

describe('loadNamespaces', () => {
  it('adds a page catalog in the requested language only', async () => {
    i18n.removeResourceBundle('de', 'home');
    i18n.removeResourceBundle('en', 'home');
    await loadNamespaces('de', ['home']);
    expect(i18n.hasResourceBundle('de', 'home')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'home')).toBe(false);
    expect(i18n.getFixedT('de', 'home')('hero.title')).toBe('Ausbildung in Deutschland für internationale Talente');
  });

  it('fails for a namespace without a catalog, so the router shows the error screen', async () => {
    await expect(loadNamespaces('en', ['nope' as PageNamespace])).rejects.toThrow('en/nope.json');
  });
});
