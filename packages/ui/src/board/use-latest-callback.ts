import * as React from 'react';

/**
 * A function of stable identity that calls the latest `callback`, or `undefined` while there
 * is none (a card without `onOpen` is not a button). Memoised columns and cards then skip
 * renders that only a parent's new inline handler would cause.
 */
export function useLatestCallback<Args extends unknown[], Result>(
  callback: ((...args: Args) => Result) | undefined,
): ((...args: Args) => Result | undefined) | undefined {
  const latest = React.useRef(callback);
  React.useLayoutEffect(() => {
    latest.current = callback;
  });
  const stable = React.useCallback((...args: Args) => latest.current?.(...args), []);
  return callback ? stable : undefined;
}
