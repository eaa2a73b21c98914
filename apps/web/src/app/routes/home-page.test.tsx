import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '../../lib/account/session-hint';
import { meFor, stubApi } from '../../test/stub-api';
import { plansFixture } from '../../features/billing/testing/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

/** The top-level sections of the page, by their headings (the hero's is the h1). */
function sectionHeadings(): string[] {
  const main = screen.getByRole('main');
  return within(main)
    .getAllByRole('heading')
    .filter((heading) => heading.tagName === 'H1' || heading.tagName === 'H2')
    .map((heading) => heading.textContent ?? '');
}

describe('landing page', () => {
  it('has every section in the spec’s order, in English', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Training in Germany for international talent',
    );
    expect(screen.getByRole('search', { name: 'Search training places' })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual([
      'Training in Germany for international talent',
      'Why Azubi Connect?',
      'How it works',
      'Current places',
      'What our users say',
      'Prices',
      'Your future in Germany starts here',
    ]);
    expect(document.title).toBe('Azubi Connect – Vocational training and voluntary service in Germany');
  });

  it('has the same sections in German', async () => {
    renderApp('/de');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Ausbildung in Deutschland für internationale Talente',
    );
    expect(sectionHeadings()).toEqual([
      'Ausbildung in Deutschland für internationale Talente',
      'Warum Azubi Connect?',
      'So funktioniert es',
      'Aktuelle Plätze',
      'Das sagen unsere Nutzerinnen und Nutzer',
      'Preise',
      'Deine Zukunft in Deutschland beginnt hier',
    ]);
  });

  it('shows the figures the server counted, in the page’s language, and only those', async () => {
    stubApi({ 'GET /api/site/stats': { body: { listings: 1500, profiles: null, companies: 25 } } });
    renderApp('/');
    const heading = await screen.findByRole('heading', { name: 'Azubi Connect in numbers' });
    const stats = heading.closest('section') as HTMLElement;
    expect(
      within(stats)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['training places and opportunities', 'verified companies']);
    expect(
      within(stats)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['1,500+', '25+']);
  });

  it('writes the figures as German does on German pages', async () => {
    stubApi({ 'GET /api/site/stats': { body: { listings: 1500, profiles: 150, companies: null } } });
    renderApp('/de');
    const heading = await screen.findByRole('heading', { name: 'Azubi Connect in Zahlen' });
    const stats = heading.closest('section') as HTMLElement;
    expect(
      within(stats)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['1.500+', '150+']);
    expect(stats).toHaveTextContent('geprüfte Profile');
  });

  it('claims no figures while there are none to show', async () => {
    const api = stubApi({ 'GET /api/site/stats': { body: { listings: null, profiles: null, companies: null } } });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(api.to('GET /api/site/stats')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Azubi Connect in numbers' })).toBeNull();
    expect(screen.queryByText(/\d\+$/)).toBeNull();
  });

  it.each([
    ['/', 'I am an employer 10 days free', '/for-employers', 'Find a training place', '/auth?role=azubi'],
    [
      '/de',
      'Ich bin Arbeitgeber 10 Tage kostenlos',
      '/de/for-employers',
      'Ausbildungsplatz finden',
      '/de/auth?role=azubi',
    ],
  ])(
    'on %s the hero’s employer button carries the trial badge',
    async (path, employer, employerHref, candidate, candidateHref) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      const hero = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
      expect(within(hero).getByRole('link', { name: employer })).toHaveAttribute('href', employerHref);
      expect(within(hero).getByRole('link', { name: candidate })).toHaveAttribute('href', candidateHref);
    },
  );

  it('shows how it works for candidates first, employers on the second tab', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const tabs = screen.getByRole('tablist', { name: 'How it works for' });
    const [candidates, employers] = within(tabs).getAllByRole('tab');
    expect(candidates).toHaveTextContent('For candidates');
    expect(candidates).toHaveAttribute('aria-selected', 'true');
    expect(employers).toHaveTextContent('For employers');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Create your profile');
  });

  it('locks the four sample places: hidden from assistive technology, not clickable, with a sign-in link', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const locked = screen.getByTestId('locked-jobs');
    expect(locked).toHaveAttribute('aria-hidden', 'true');
    expect(locked).toHaveAttribute('inert');
    expect(locked.querySelectorAll('li')).toHaveLength(4);
    expect(locked.querySelectorAll('a, button, [tabindex]')).toHaveLength(0);
    expect(locked).toHaveClass('pointer-events-none');
    expect(screen.getByRole('link', { name: 'Sign in to see offers' })).toHaveAttribute('href', '/auth');
  });

  it('shows three testimonials with five stars each and avatars drawn inline', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const section = screen.getByRole('heading', { name: 'What our users say' }).closest('section') as HTMLElement;
    const figures = within(section).getAllByRole('figure');
    expect(figures).toHaveLength(3);
    for (const figure of figures) {
      expect(within(figure).getByText('Rated 5 out of 5')).toBeInTheDocument();
      expect(figure.querySelectorAll('svg.lucide-star')).toHaveLength(5);
    }
    expect(section.querySelector('img')).toBeNull();
  });

  it('prices: free for candidates, then the plans on sale (GET /api/plans) with the VAT note', async () => {
    stubApi({ 'GET /api/plans': { body: plansFixture({ de: true }) } });
    renderApp('/de');
    await screen.findByRole('heading', { level: 1 });
    const pricing = screen.getByRole('heading', { name: 'Preise' }).closest('section') as HTMLElement;
    expect(pricing).toHaveTextContent('Kostenlos');
    await waitFor(() => expect(pricing).toHaveTextContent(/99\s€\s*pro Monat/));
    for (const text of [/3 Monate\s*279\s€/, /6 Monate\s*529\s€/, /12 Monate\s*999\s€/]) {
      expect(pricing).toHaveTextContent(text);
    }
    expect(pricing).toHaveTextContent('Verlängert sich monatlich. Jederzeit kündbar.');
    expect(pricing).toHaveTextContent('Endet automatisch – keine Verlängerung.');
    expect(pricing).toHaveTextContent('Gemäß § 19 UStG (Kleinunternehmerregelung) wird keine Umsatzsteuer berechnet.');
  });

  it('shows the price an admin set, and placeholders (not old figures) until the plans are known', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    stubApi({ 'GET /api/plans': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const pricing = screen.getByRole('heading', { name: 'Prices' }).closest('section') as HTMLElement;
    expect(within(pricing).getAllByRole('img', { name: 'Loading prices…' })).toHaveLength(2);
    expect(pricing).not.toHaveTextContent('€99');
    answer({ body: { ...plansFixture({ monthlyCents: 11950 }), vat: { mode: 'vat', ratePercent: 19 } } });
    await waitFor(() => expect(pricing).toHaveTextContent(/€119\.50\s*per month/));
    expect(pricing).toHaveTextContent('All prices include 19 % VAT.');
    expect(within(pricing).queryByRole('img', { name: 'Loading prices…' })).toBeNull();
  });

  it.each([
    ['/', 'Your future in Germany starts here', 'Go to dashboard', '/dashboard'],
    ['/de', 'Deine Zukunft in Deutschland beginnt hier', 'Zum Dashboard', '/de/dashboard'],
  ])('on %s offers a signed-in person their dashboard instead of “Get started”', async (path, cta, name, href) => {
    setSessionHint(true);
    stubApi({ 'GET /api/me': { body: meFor({ user: { locale: path === '/de' ? 'de' : 'en' } }) } });
    renderApp(path);
    const closing = (await screen.findByRole('heading', { name: cta })).closest('section') as HTMLElement;
    expect(await within(closing).findByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(closing).queryByRole('button', { name: /Get started|Jetzt starten/ })).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('offers visitors “Get started”, and so does a browser whose session has ended', async () => {
    setSessionHint(true);
    stubApi({ 'GET /api/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } } } });
    renderApp('/');
    const closing = (await screen.findByRole('heading', { name: 'Your future in Germany starts here' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(closing).findByRole('button', { name: 'Get started' })).toBeInTheDocument();
    expect(within(closing).queryByRole('link', { name: 'Go to dashboard' })).toBeNull();
  });

  it('has skip links to the content and the navigation, and the footer', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const links = screen.getAllByRole('link').slice(0, 2);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Skip to main content', '#main'],
      ['Skip to navigation', '#navigation'],
    ]);
    expect(document.getElementById('main')?.tagName).toBe('MAIN');
    expect(document.getElementById('navigation')).toBe(screen.getByRole('navigation', { name: 'Main' }));
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Azubi Connect`);
  });

  it('has the German skip links on German pages', async () => {
    renderApp('/de');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: 'Zur Navigation springen' })).toHaveAttribute('href', '#navigation');
    expect(screen.getByRole('link', { name: 'Azubi Connect' })).toHaveAttribute('href', '/de');
  });
});
