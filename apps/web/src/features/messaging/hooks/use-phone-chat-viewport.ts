import { useEffect } from 'react';

/**
 * While a conversation is open (issue 28): on a phone it takes the whole screen below the header,
 * without the site footer, and its composer stays above the on-screen keyboard. The keyboard
 * shrinks the visual viewport, not the layout one (iOS, Android Chrome with `resizes-visual`), so
 * its height goes to `--chat-vh` for the layout in `styles/app.css` (`html[data-chat-open]`);
 * without `visualViewport` the CSS falls back to `100dvh`.
 */
export function usePhoneChatViewport(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    root.dataset.chatOpen = '';
    const viewport = window.visualViewport;
    // The site header's height: with an employer's trial line it is taller than its 4rem.
    const header = document.querySelector<HTMLElement>('header');
    const update = () => {
      if (header) root.style.setProperty('--chat-top', `${header.offsetHeight}px`);
      if (!viewport) return;
      root.style.setProperty('--chat-vh', `${viewport.height}px`);
      root.style.setProperty('--chat-vtop', `${viewport.offsetTop}px`);
    };
    update();
    viewport?.addEventListener('resize', update);
    viewport?.addEventListener('scroll', update);
    const resize = typeof ResizeObserver === 'undefined' || !header ? null : new ResizeObserver(update);
    if (header) resize?.observe(header);
    return () => {
      viewport?.removeEventListener('resize', update);
      viewport?.removeEventListener('scroll', update);
      resize?.disconnect();
      delete root.dataset.chatOpen;
      root.style.removeProperty('--chat-vh');
      root.style.removeProperty('--chat-vtop');
      root.style.removeProperty('--chat-top');
    };
  }, [active]);
}
