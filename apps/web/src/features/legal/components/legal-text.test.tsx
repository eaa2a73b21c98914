import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { LegalText } from './legal-text';

function renderText(text: string) {
  const router = createMemoryRouter([{ path: '*', element: <LegalText text={text} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('LegalText', () => {
  it('turns blank-line separated blocks into paragraphs and "- " blocks into lists', () => {
    const { container } = renderText('First paragraph.\n\n- one\n- two\n\nLast paragraph.');
    expect([...container.children].map((element) => element.tagName)).toEqual(['P', 'UL', 'P']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two']);
  });

  it('keeps a block with text and list lines together as a paragraph', () => {
    const { container } = renderText('Intro line\n- not a list');
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(container.querySelector('ul')).toBeNull();
  });

  it('links [label](/page) to the page in the reader’s language', async () => {
    await i18n.changeLanguage('de');
    renderText('Siehe unsere [Datenschutzerklärung](/privacy-policy) und [Impressum](/impressum).');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/de/privacy-policy');
    expect(screen.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/de/impressum');
  });

  it('shows markup in a text as text', () => {
    const { container } = renderText('<img src=x onerror=alert(1)> [x](https://evil.example)');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror=alert(1)> [x](https://evil.example)');
  });
});
