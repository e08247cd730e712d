import * as React from 'react';

/**
 * Toggles the command palette on Ctrl+K (Cmd+K on macOS) anywhere in the page, including
 * inside text fields, as command palettes conventionally do.
 *
 * @param onToggle - called when the shortcut is pressed
 * @param enabled - listen only while true; defaults to true
 */
export function useCommandPaletteShortcut(onToggle: () => void, enabled = true): void {
  const latest = React.useRef(onToggle);
  latest.current = onToggle;
  React.useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        latest.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
