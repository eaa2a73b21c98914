import { createElement, lazy, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Renders the component: at once when its code is here, else through `React.lazy` (with Suspense above it). */
  Component: ComponentType<P>;
  /** Starts loading the code (when the pointer or focus reaches the button that opens it); one download, shared. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component whose code loads on demand (issue 35: a dialog or form that opens on a click is not
 * part of its screen) and can be asked for ahead of the click. Once its code has arrived it renders
 * directly, without suspending: the dialog opens in the click's own render instead of a render later,
 * and a test's click (inside `act`, where React in jsdom does not come back to a suspended lazy
 * component) sees it too. Each mounted instance keeps the form it started with, so a render after the
 * code arrived never swaps the lazy wrapper for the component and loses what was typed. A failed
 * download is asked for again on the next attempt.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    const [type] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(type, props);
  }
  return { Component, preload };
}
