import * as React from 'react';

/** What {@link useCommentSubmit} gives its composer. */
export interface CommentSubmit {
  /** A send is in flight. */
  busy: boolean;
  /** Why the last send failed, or `null`. */
  error: string | null;
  /** Sends `body`; on success calls `onSent`, on failure keeps the error. */
  submit: (body: string) => Promise<void>;
}

/**
 * Sends a comment and tracks the attempt: busy while the caller's promise runs, its error
 * message kept on failure (the text stays), `onSent` on success.
 */
export function useCommentSubmit(
  onSubmit: (body: string) => void | Promise<void>,
  onSent: () => void,
): CommentSubmit {
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const submit = async (body: string) => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(body);
      onSent();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The comment could not be sent.');
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, submit };
}
