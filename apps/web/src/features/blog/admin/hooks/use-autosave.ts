import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { AutosaveController, type AutosaveDeps, type SavedPost } from './autosave-controller';

/**
 * The editor's autosave (see AutosaveController) bound to the page: saves when the tab is hidden
 * or closed (the request outlives the page: fetch keepalive) and when the editor unmounts
 * (navigating elsewhere in the app).
 */
export function useAutosave<V, R extends SavedPost>(
  deps: AutosaveDeps<V, R>,
  initial: { values: V; id: string | null; version: number | null },
) {
  const [controller] = useState(() => new AutosaveController<V, R>(deps, initial));
  // The latest callbacks, so the controller (made once) always calls the current ones.
  useLayoutEffect(() => controller.setDeps(deps));
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);

  useEffect(() => {
    controller.activate();
    const leave = () => void controller.flush({ keepalive: true });
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      // Left for another page of the app: what was typed is saved all the same.
      leave();
      controller.dispose();
    };
  }, [controller]);

  return { controller, state };
}
