export { cn } from './cn';
export { hashString, PALETTE_SIZE, paletteColors, paletteIndex } from './palette';
export { applyTheme, resolvedTheme, type ThemePreference } from './theme';
