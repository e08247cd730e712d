/**
 * Moves focus to the page's `h1` (or its `<main>`), so after a navigation screen-reader and
 * keyboard users start at the new page, as they would after a full page load.
 */
export function focusPageHeading(): void {
  const main = document.getElementById('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
