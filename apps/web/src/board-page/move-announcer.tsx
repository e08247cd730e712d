import { useCallback, useMemo, useState } from 'react';

type Announce = (message: string) => void;

/**
 * A polite live region for the board: every move, by any means (drag, keyboard, the panel,
 * undo, someone's refusal), is said with the card's title and its old and new place.
 * Returns the function that says a sentence and the region to render once.
 */
export function useMoveAnnouncer(): { announce: Announce; region: React.ReactNode } {
  const [message, setMessage] = useState('');
  const announce = useCallback((next: string) => {
    // The same sentence twice in a row is still news: clear first so it is read again.
    setMessage('');
    requestAnimationFrame(() => setMessage(next));
  }, []);
  const region = useMemo(
    () => (
      <div role="status" aria-live="polite" className="sr-only">
        {message}
      </div>
    ),
    [message],
  );
  return { announce, region };
}
