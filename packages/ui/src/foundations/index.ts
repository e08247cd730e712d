export { cn } from './cn';
export { applyTheme, resolvedTheme, type ThemePreference } from './theme';
