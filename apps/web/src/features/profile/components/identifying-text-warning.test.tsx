import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { loadNamespaces } from '../../../i18n/load-namespaces';
import { IdentifyingTextWarning } from './identifying-text-warning';

beforeAll(() => Promise.all([loadNamespaces('en', ['profileEditor']), loadNamespaces('de', ['profileEditor'])]));
afterEach(() => i18n.changeLanguage('en'));

describe('IdentifyingTextWarning (issue 28.4)', () => {
  it('names what in the bio gives the candidate away and says it stays hidden until they reveal themselves', () => {
    render(
      <IdentifyingTextWarning
        id="w"
        texts={['Ich bin Chidinma aus Lagos, schreibt mir an chi@example.ng']}
        identity={{ name: 'Chidinma Okafor', phone: null }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your text contains your name and an e-mail address. Companies see it only once you reveal yourself',
    );
  });

  it('in German', async () => {
    await i18n.changeLanguage('de');
    render(
      <IdentifyingTextWarning id="w" texts={['Pflege', '+234 803 123 4567']} identity={{ name: 'Chidinma Okafor' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Dein Text enthält eine Telefonnummer. Unternehmen sehen das erst',
    );
  });

  it('says nothing when the text names no one', () => {
    render(<IdentifyingTextWarning id="w" texts={['Pflege, Kochen']} identity={{ name: 'Chidinma Okafor' }} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
