import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { rest, userToken } from '../clients.js';
import { fixture } from '../helpers.js';
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS, fuzz, responseProblem } from './harness.js';
import { restRequest, sendRestRequest } from './rest-corpus.js';

describe.each(engines)('generated /rest/v1 requests on %s', (engine) => {
  let backend: TestBackend;
  let user: string;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: fixture('rest') });
    user = await userToken(backend, '44444444-4444-4444-8444-444444444444');
  });
  afterAll(() => backend?.stop());

  it(
    `answers ${FUZZ_RUNS} generated filters, selects, bodies and headers without a 5xx`,
    async () => {
      const count = await fuzz(`rest/${engine}`, restRequest, async (input) => {
        const { label, response } = await sendRestRequest({ backend, user }, input);
        return responseProblem(label, response, { jsonErrors: true });
      });
      expect(count).toBeGreaterThanOrEqual(FUZZ_RUNS);
      const still = await rest(backend, 'films?select=id&id=eq.1');
      expect(still.status).toBe(200);
    },
    FUZZ_TIMEOUT_MS,
  );
});
