import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BarChart3, ClipboardList, Inbox } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SectionMenu, type SectionMenuItem } from './section-menu';

const SECTIONS = [
  { path: '/area/analytics', label: 'Analytics', icon: BarChart3 },
  { path: '/area/listings', label: 'Listings', icon: ClipboardList },
  { path: '/area/applications', label: 'Applications', icon: Inbox, badge: <span>3</span> },
];

/** The menu as a layout would use it: the current section is the one the address is in. */
function Area() {
  const { pathname } = useLocation();
  const items: SectionMenuItem[] = SECTIONS.map(({ path, ...rest }) => ({
    key: path,
    to: path,
    current: pathname.startsWith(path),
    ...rest,
  }));
  return (
    <nav aria-label="Area">
      <SectionMenu items={items} menuLabel="Sections" fallbackLabel="All sections" />
      <p>Page {pathname}</p>
    </nav>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Area /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('SectionMenu', () => {
  it('names the current section on its button and lists every section, the current one marked', async () => {
    renderAt('/area/listings/42');
    const button = screen.getByRole('button', { name: 'Sections: Listings' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list');
    expect(button).toHaveAttribute('aria-controls', list.id);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Analytics', '/area/analytics'],
      ['Listings', '/area/listings'],
      ['Applications3', '/area/applications'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
  });

  it('says the fallback when the page is in no section', () => {
    renderAt('/elsewhere');
    expect(screen.getByRole('button', { name: 'Sections: All sections' })).toBeInTheDocument();
  });

  it('closes when a section is chosen, and the chosen one becomes current', async () => {
    const router = renderAt('/area/analytics');
    await userEvent.click(screen.getByRole('button', { name: 'Sections: Analytics' }));
    await userEvent.click(screen.getByRole('link', { name: 'Applications3' }));
    expect(router.state.location.pathname).toBe('/area/applications');
    const button = screen.getByRole('button', { name: 'Sections: Applications' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('works from the keyboard: Enter opens, Escape in the list closes it and returns to the button', async () => {
    renderAt('/area/analytics');
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Sections: Analytics' });
    expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Listings' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    // Escape on the open button closes it too.
    await userEvent.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    // Enter on a section goes there and closes the menu.
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Page /area/listings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sections: Listings' })).toHaveAttribute('aria-expanded', 'false');
  });
});
