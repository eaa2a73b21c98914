import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePhoneChatViewport } from './use-phone-chat-viewport';

/** A visual viewport as a phone's browser has one: the keyboard shrinks it and moves it. */
class FakeVisualViewport extends EventTarget {
  height = 700;
  offsetTop = 0;
  show(keyboardHeight: number, scrolled = 0) {
    this.height = 700 - keyboardHeight;
    this.offsetTop = scrolled;
    this.dispatchEvent(new Event('resize'));
  }
}

const original = Object.getOwnPropertyDescriptor(window, 'visualViewport');
afterEach(() => {
  if (original) Object.defineProperty(window, 'visualViewport', original);
  else delete (window as { visualViewport?: unknown }).visualViewport;
});

describe('usePhoneChatViewport (issue 28: the composer stays above the keyboard)', () => {
  it('follows the visual viewport while the keyboard opens and closes, and cleans up after the conversation', () => {
    const viewport = new FakeVisualViewport();
    Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
    const root = document.documentElement;
    const { rerender, unmount } = renderHook(({ open }) => usePhoneChatViewport(open), {
      initialProps: { open: true },
    });
    expect(root.dataset.chatOpen).toBe('');
    expect(root.style.getPropertyValue('--chat-vh')).toBe('700px');
    viewport.show(300, 40);
    expect(root.style.getPropertyValue('--chat-vh')).toBe('400px');
    expect(root.style.getPropertyValue('--chat-vtop')).toBe('40px');
    viewport.show(0);
    expect(root.style.getPropertyValue('--chat-vh')).toBe('700px');
    rerender({ open: false });
    expect(root.dataset.chatOpen).toBeUndefined();
    expect(root.style.getPropertyValue('--chat-vh')).toBe('');
    viewport.show(300);
    expect(root.style.getPropertyValue('--chat-vh')).toBe('');
    unmount();
  });

  it('leaves the layout to CSS (100dvh) where the browser has no visual viewport', () => {
    Object.defineProperty(window, 'visualViewport', { value: undefined, configurable: true });
    const { unmount } = renderHook(() => usePhoneChatViewport(true));
    expect(document.documentElement.dataset.chatOpen).toBe('');
    expect(document.documentElement.style.getPropertyValue('--chat-vh')).toBe('');
    unmount();
    expect(document.documentElement.dataset.chatOpen).toBeUndefined();
  });
});
