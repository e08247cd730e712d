/** A colour theme choice: a fixed theme, or `system` to follow `prefers-color-scheme`. */
export type ThemePreference = 'light' | 'dark' | 'system';

/**
 * Applies a theme to an element and everything inside it by setting `data-theme`, which the
 * tokens read through `color-scheme`. `system` removes the attribute so the operating
 * system's preference applies again.
 *
 * @param preference - the theme to apply
 * @param root - the element to theme; defaults to `document.documentElement`
 */
export function applyTheme(preference: ThemePreference, root?: HTMLElement): void {
  const target = root ?? document.documentElement;
  if (preference === 'system') {
    target.removeAttribute('data-theme');
  } else {
    target.setAttribute('data-theme', preference);
  }
}

/**
 * The theme an element currently shows, resolving `system` through `prefers-color-scheme`.
 *
 * @param root - the element to inspect; defaults to `document.documentElement`
 */
export function resolvedTheme(root?: HTMLElement): 'light' | 'dark' {
  const target = root ?? document.documentElement;
  const explicit = target.closest('[data-theme]')?.getAttribute('data-theme');
  if (explicit === 'light' || explicit === 'dark') return explicit;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
