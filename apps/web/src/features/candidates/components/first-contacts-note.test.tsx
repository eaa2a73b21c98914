import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { loadNamespaces } from '../../../i18n/load-namespaces';
import { FirstContactsNote } from './first-contacts-note';

beforeAll(() => Promise.all([loadNamespaces('en', ['candidates']), loadNamespaces('de', ['candidates'])]));
afterEach(() => i18n.changeLanguage('en'));

const resetsAt = '2026-11-27T23:00:00.000Z';

describe('FirstContactsNote (docs/decisions/README.md "Anonymised first contact")', () => {
  it('shows how many first contacts are left today, and why there is a limit', () => {
    render(<FirstContactsNote allowance={{ limit: 20, used: 3, left: 17, resetsAt }} />);
    expect(screen.getByRole('status')).toHaveTextContent('17 of 20 first contacts left today.');
    expect(screen.getByRole('status')).toHaveTextContent('so that every message to a candidate stays personal');
  });

  it('says when none are left, in German', async () => {
    await i18n.changeLanguage('de');
    render(<FirstContactsNote allowance={{ limit: 50, used: 50, left: 0, resetsAt }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Heute noch 0 von 50 Erstkontakten.');
    expect(screen.getByRole('status')).toHaveTextContent('Ab morgen (ab Mitternacht deutscher Zeit)');
  });
});
