import './styles/app.css';
import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, router } from './app/app';
import { reportClientError } from './lib/report-client-error';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page rendered at build time (src/prerender.tsx) is already on screen. React takes it over in
// place (hydration) once the router has loaded the page's code and texts: the visitor never sees
// a loading screen, and what is painted stays painted. Other pages render from scratch.
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (container.hasAttribute('data-prerendered')) {
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  hydrateRoot(container, app, {
    onRecoverableError: (error) => reportClientError(error, { path: window.location.pathname }),
  });
} else {
  createRoot(container).render(app);
}
