import { LoadingSpinner } from '../../components/loading-spinner';

/**
 * Shown while the first page's code and texts download. Fades in only after a moment, so a
 * fast connection never sees it flash.
 */
export function InitialLoadScreen() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <LoadingSpinner size="xl" className="animate-appear" />
    </div>
  );
}
