import * as React from 'react';

/** How long "Copied" shows after a copy, in ms. */
const COPIED_FOR_MS = 2000;

/**
 * Copies text with the async Clipboard API and reports `copied` for two seconds, so a button
 * can say "Copied" and then go back to "Copy". A refused copy (no permission, insecure
 * origin) calls `onError` and leaves `copied` false.
 */
export function useCopyToClipboard(onError?: (error: unknown) => void) {
  const [copied, setCopied] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);
  const copy = React.useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
      } catch (error) {
        onError?.(error);
      }
    },
    [onError],
  );
  return { copied, copy };
}
