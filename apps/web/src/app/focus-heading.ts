/**
 * Moves focus to the page's `h1` (or its `<main>`), so after a navigation screen-reader and
 * keyboard users start at the new page, as they would after a full page load. Not when a
 * dialog holds the focus: someone who opened the command palette while the page loaded is
 * typing there, and a dialog's focus trap would take the focus back with its field's text
 * selected, so the next key replaced what they had typed.
 */
export function focusPageHeading(): void {
  if (document.activeElement?.closest('[role="dialog"],[role="alertdialog"]')) return;
  const main = document.getElementById('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
