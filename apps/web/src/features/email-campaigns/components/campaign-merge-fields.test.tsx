import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, meInPageLanguage, stubApi } from '../../../test/stub-api';
import { renderApp } from '../../../test/render-app';

function stubAdmin() {
  return stubApi({
    'GET /api/me': meInPageLanguage({ user: { role: 'admin', fullName: 'Ada Admin' } }),
    'GET /api/admin/campaigns': { body: { items: [] } },
    'POST /api/admin/campaigns/audience-count': { body: { count: 7 } },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

/** The campaign editor explains merge fields (issue 29) and names an unknown one as it is typed. */
describe('campaign merge fields hint', { timeout: 20_000 }, () => {
  it('lists the fields with a fallback in English, and names an unknown field under the text', async () => {
    stubAdmin();
    renderApp('/admin/email-campaigns');
    const hint = within(await screen.findByRole('region', { name: 'Personal greeting: merge fields' }));
    expect(hint.getByText('{{firstName}}')).toBeInTheDocument();
    expect(hint.getByText('{{name}}')).toBeInTheDocument();
    expect(hint.getByText('{{firstName|there}}')).toBeInTheDocument();
    expect(hint.getByText(/what to write when the name is missing: “Hi there”/)).toBeInTheDocument();
    expect(hint.getByText('Any other field is refused when you save.')).toBeInTheDocument();

    const [, bodyDe] = screen.getAllByLabelText(/^Text/);
    await userEvent.click(bodyDe!);
    await userEvent.paste('Hallo {{vorname|zusammen}}');
    expect(
      await screen.findByText('There is no merge field “vorname”. You can use firstName and name.'),
    ).toBeInTheDocument();
    await userEvent.clear(bodyDe!);
    await userEvent.paste('Hallo {{firstName|zusammen}}');
    expect(screen.queryByText(/There is no merge field/)).not.toBeInTheDocument();
  });

  it('says it in German', async () => {
    stubAdmin();
    renderApp('/de/admin/email-campaigns');
    const hint = within(await screen.findByRole('region', { name: 'Persönliche Anrede: Platzhalter' }));
    expect(hint.getByText('{{firstName|zusammen}}')).toBeInTheDocument();
    expect(hint.getByText(/was dasteht, wenn der Name fehlt: „Hallo zusammen“/)).toBeInTheDocument();
    expect(hint.getByText(/der Name, mit dem die Person angesprochen wird/)).toBeInTheDocument();
    const [subjectEn] = screen.getAllByLabelText('Betreff');
    await userEvent.click(subjectEn!);
    await userEvent.paste('Hi {{city}}');
    expect(
      await screen.findByText('Ein Platzhalterfeld „city“ gibt es nicht. Du kannst firstName und name verwenden.'),
    ).toBeInTheDocument();
  });
});
