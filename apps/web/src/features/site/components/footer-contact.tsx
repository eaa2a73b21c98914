import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

const ContactEmail = lazy(() => import('./contact-email').then((module) => ({ default: module.ContactEmail })));

/**
 * The footer's contact e-mail, which comes from the server's imprint configuration. The code that
 * fetches it downloads only when the footer comes near the screen, so a first visit to a long page
 * spends nothing on it; until then (and without a connection) `fallback`, a link to the imprint, shows.
 */
export function FooterContact({ fallback, className }: { fallback: ReactNode; className?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    // Every browser we support has IntersectionObserver; without it (jsdom) the fallback stays.
    if (!element || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <p ref={ref} className={className}>
      {near ? (
        <Suspense fallback={fallback}>
          <ContactEmail fallback={fallback} />
        </Suspense>
      ) : (
        fallback
      )}
    </p>
  );
}
