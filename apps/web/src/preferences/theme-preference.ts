import { applyTheme, type ThemePreference } from '@tandem/ui/foundations';

const STORAGE_KEY = 'tandem.theme';
const THEMES: readonly ThemePreference[] = ['light', 'dark', 'system'];

/** The theme the user picked last on this device; `system` when none (or storage is off). */
export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return THEMES.find((theme) => theme === stored) ?? 'system';
  } catch {
    return 'system';
  }
}

/** Applies a theme to the document and remembers it on this device. */
export function saveThemePreference(theme: ThemePreference): void {
  applyTheme(theme);
  try {
    window.localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
}

/** Applies the remembered theme; called once before the first render. */
export function applyStoredTheme(): void {
  applyTheme(readThemePreference());
}
