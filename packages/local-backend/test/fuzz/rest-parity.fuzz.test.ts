import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../src/testing.js';
import { userToken } from '../clients.js';
import { fixture } from '../helpers.js';
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS, fuzz } from './harness.js';
import { type Callers, type RestRequest, restRequest, sendRestRequest } from './rest-corpus.js';

const USER = '44444444-4444-4444-8444-444444444444';

/** What must be the same on both engines: the status and, for an error, its code. */
async function outcome(callers: Callers, input: RestRequest) {
  const { label, response } = await sendRestRequest(callers, input);
  const text = await response.text();
  let code: string | undefined;
  if (response.status >= 400) {
    try {
      code = (JSON.parse(text) as { code?: string }).code;
    } catch {
      code = undefined;
    }
  }
  return { label, status: response.status, code, text: text.slice(0, 300) };
}

// The same hostile corpus as `rest.fuzz.test.ts`, sent to a PGlite and a PostgreSQL backend
// that start from the same migrations and seed, one request to each in turn (so writes keep
// the two databases alike): any request answered differently is a difference between the
// engines that an app would see.
describe('generated /rest/v1 requests on pglite and postgres', () => {
  let pglite: Callers;
  let postgres: Callers;
  const started: TestBackend[] = [];

  beforeAll(async () => {
    for (const engine of ['pglite', 'postgres'] as const) {
      const backend = await startTestBackend({ engine, projectDir: fixture('rest') });
      started.push(backend);
      const callers = { backend, user: await userToken(backend, USER) };
      if (engine === 'pglite') pglite = callers;
      else postgres = callers;
    }
  });
  afterAll(() => Promise.all(started.map((backend) => backend.stop())));

  it(
    `answers ${FUZZ_RUNS} generated requests with the same status and error code on both`,
    async () => {
      const count = await fuzz('rest/parity', restRequest, async (input) => {
        const [a, b] = [await outcome(pglite, input), await outcome(postgres, input)];
        if (a.status === b.status && a.code === b.code) return undefined;
        return `${a.label}: pglite ${a.status} ${a.code ?? ''} ${a.text} | postgres ${b.status} ${b.code ?? ''} ${b.text}`;
      });
      expect(count).toBeGreaterThanOrEqual(FUZZ_RUNS);
    },
    FUZZ_TIMEOUT_MS * 2,
  );

  it('answers an invalid full-text query on rows RLS hides with 400 42601 on both', async () => {
    // anon sees no todo, so whether the query is ever parsed depended on the engine's plan.
    const input: RestRequest = {
      method: 'GET',
      path: 'todos',
      query: [
        ['select', 'id'],
        ['task', 'fts.a b'],
      ],
      headers: { who: 'anon' },
      body: undefined,
    };
    for (const callers of [pglite, postgres]) {
      expect(await outcome(callers, input)).toMatchObject({ status: 400, code: '42601' });
    }
  });
});
