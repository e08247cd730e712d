import { describe, expect, it } from 'vitest';
import { type Deferral, deferNamespace } from './deferred-namespace.js';

/** A namespace with one member of each kind a deferral serves. */
interface Counter {
  add(step: number): Promise<number>;
  lastError(error: unknown): string | undefined;
  onChange(listener: (total: number) => void): () => void;
  pages(): AsyncGenerator<number>;
  label(total: number): string;
  readonly history: { count(): Promise<number> };
}

const counterDeferral: Deferral<Counter> = {
  lastError: 'once-loaded',
  onChange: 'subscribe',
  pages: 'iterate',
  label: (total) => `${total} in all`,
  history: {},
};

/** A loaded counter; its methods read `this`, as a namespace's methods may. */
function counter() {
  const listeners = new Set<(total: number) => void>();
  return {
    total: 0,
    listeners,
    add(step: number) {
      this.total += step;
      for (const listener of listeners) listener(this.total);
      return Promise.resolve(this.total);
    },
    lastError: (error: unknown) => (error instanceof RangeError ? 'too far' : undefined),
    onChange(listener: (total: number) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async *pages() {
      yield 1;
      yield 2;
    },
    label: (total: number) => `${total} loaded`,
    history: { count: () => Promise.resolve(7) },
  };
}

/** Code that loads when `arrive()` is called, counting how often it was asked for. */
function slowCode<T>(namespace: T) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let asked = 0;
  const load = () => {
    asked += 1;
    return arrived.then(() => namespace);
  };
  return { load, arrive: () => arrive(), asked: () => asked };
}

describe('deferNamespace', () => {
  it('serves a call made before the code has loaded once it has, on the loaded namespace', async () => {
    const loaded = counter();
    const code = slowCode(loaded);
    const deferred = deferNamespace<Counter>(code.load, counterDeferral);
    const first = deferred.add(2);
    const second = deferred.add(3);
    expect(loaded.total).toBe(0);
    code.arrive();
    await expect(first).resolves.toBe(2);
    await expect(second).resolves.toBe(5);
  });

  it('calls the loaded member directly once loaded', async () => {
    const loaded = counter();
    const code = slowCode(loaded);
    code.arrive();
    const deferred = deferNamespace<Counter>(code.load, counterDeferral);
    await deferred.add(1);
    const asked = code.asked();
    const answer = Promise.resolve(41);
    loaded.add = () => answer;
    expect(deferred.add(1)).toBe(answer);
    expect(code.asked()).toBe(asked);
  });

  it('makes each member once, when first read, and loads nothing for it', () => {
    const code = slowCode(counter());
    const deferred = deferNamespace<Counter>(code.load, counterDeferral);
    expect(deferred.add).toBe(deferred.add);
    expect(deferred.history).toBe(deferred.history);
    expect(code.asked()).toBe(0);
  });

  it('refuses a member the namespace does not have, as calling it would', async () => {
    const code = slowCode(counter());
    code.arrive();
    const deferred = deferNamespace<Counter>(code.load, counterDeferral) as Counter & {
      subtract(step: number): Promise<number>;
    };
    await expect(deferred.subtract(1)).rejects.toThrow(TypeError);
  });

  it('is no promise: awaiting a value that holds it gives the namespace itself', async () => {
    const code = slowCode(counter());
    const deferred = deferNamespace<Counter>(code.load, counterDeferral);
    await expect(Promise.resolve(deferred)).resolves.toBe(deferred);
    expect(String(deferred)).toBe('[object Object]');
    expect(code.asked()).toBe(0);
  });

  it('answers a pure helper at once, without the code', () => {
    const code = slowCode(counter());
    const deferred = deferNamespace<Counter>(code.load, counterDeferral);
    expect(deferred.label(3)).toBe('3 in all');
    expect(code.asked()).toBe(0);
  });

  it("answers about the loaded code's failures only once it has loaded", async () => {
    const code = slowCode(counter());
    const deferred = deferNamespace<Counter>(code.load, counterDeferral);
    expect(deferred.lastError(new RangeError())).toBeUndefined();
    code.arrive();
    await deferred.add(0);
    expect(deferred.lastError(new RangeError())).toBe('too far');
  });

  it('subscribes once the code is there, and never when stopped before', async () => {
    const loaded = counter();
    const code = slowCode(loaded);
    const deferred = deferNamespace<Counter>(code.load, counterDeferral);
    const heard: number[] = [];
    const stopEarly = deferred.onChange(() => heard.push(-1));
    deferred.onChange((total) => heard.push(total));
    stopEarly();
    code.arrive();
    await deferred.add(4);
    expect(heard).toEqual([4]);
    expect(loaded.listeners.size).toBe(1);
  });

  it('iterates once the code is there', async () => {
    const code = slowCode(counter());
    const deferred = deferNamespace<Counter>(code.load, counterDeferral);
    const pages = deferred.pages();
    code.arrive();
    const seen: number[] = [];
    for await (const page of pages) seen.push(page);
    expect(seen).toEqual([1, 2]);
  });

  it('defers a nested namespace on its own', async () => {
    const code = slowCode(counter());
    const deferred = deferNamespace<Counter>(code.load, counterDeferral);
    const count = deferred.history.count();
    code.arrive();
    await expect(count).resolves.toBe(7);
  });

  it('asks for every member that returns no promise', () => {
    // @ts-expect-error: `label` returns no promise and `history` is a namespace: both are told.
    const untold: Deferral<Counter> = { lastError: 'once-loaded', onChange: 'subscribe' };
    // @ts-expect-error: a member that returns a promise needs no word, and takes none.
    const overtold: Deferral<Pick<Counter, 'add'>> = { add: 'call' };
    expect([untold, overtold]).toHaveLength(2);
  });
});
