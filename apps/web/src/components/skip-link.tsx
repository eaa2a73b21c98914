/**
 * Among the first things a keyboard user reaches: jumps over the header to the page's content
 * ("Skip to main content") or to the navigation ("Skip to navigation"). Visible only while focused.
 */
export function SkipLink({ targetId, label }: { targetId: string; label: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:inline-flex focus:h-11 focus:items-center focus:rounded-control focus:bg-primary focus:px-4 focus:font-semibold focus:text-primary-foreground focus:shadow-lg"
    >
      {label}
    </a>
  );
}
