/** What `promise` rejected with; fails when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

/** A `fetch` that counts the requests a client makes, to show a refusal made none. */
export function countingFetch() {
  const counter = { requests: 0 };
  const fetchCounted: typeof fetch = (input, init) => {
    counter.requests += 1;
    return fetch(input, init);
  };
  return { counter, fetch: fetchCounted };
}
