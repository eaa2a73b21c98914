/**
 * The value the server sent in `<script type="application/json" id="…">` (the query state a page
 * was rendered with, the files a page needs), once: the element is removed, so a later reader
 * starts empty. Undefined when there is no such element or its text is not JSON.
 */
export function takeJsonScript(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}
