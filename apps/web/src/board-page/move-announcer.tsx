import { createContext, useCallback, useContext, useMemo, useState } from 'react';

type Announce = (message: string) => void;

const AnnounceContext = createContext<Announce>(() => undefined);

/**
 * A polite live region for the board: every move, by any means (drag, keyboard, the panel,
 * undo, someone's refusal), is said with the card's title and its old and new place.
 * Returns the provider's value and the region to render once.
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

/** Provides the board's announcer to its parts. */
export const MoveAnnouncerProvider = AnnounceContext.Provider;

/** Says something in the board's polite live region. */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}
