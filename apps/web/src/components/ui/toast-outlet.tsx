import { lazy, Suspense } from 'react';
import { useToasts } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * Where toasts appear. Radix Toast downloads with the first toast, not with the first page:
 * most visits never show one.
 */
export function ToastOutlet() {
  const hasToasts = useToasts().length > 0;
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
