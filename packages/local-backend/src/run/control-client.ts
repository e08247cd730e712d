import { findRunningBackend, type RunRecord } from './run-record.js';

/**
 * Asks the running backend of `record` to do `name` (see `startControlServer`) and resolves
 * with its answer; rejects with the backend's own error message when it failed.
 */
export async function callControl<T>(
  record: RunRecord,
  name: string,
  body: Record<string, unknown> = {},
  timeoutMs?: number,
): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${record.control.port}/${name}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${record.control.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
    ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
  }).catch((error: Error) => {
    throw new Error(`cannot reach the backend (pid ${record.pid}): ${error.message}`);
  });
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(answer.error ?? `backend answered ${response.status}`);
  return answer;
}

/**
 * The backend recorded for `projectDir` once its control channel has answered with the
 * recorded pid: a live pid alone may by now belong to another program (pids are reused), which
 * `stop` must never signal.
 */
export async function findLiveBackend(projectDir: string): Promise<RunRecord | undefined> {
  const record = findRunningBackend(projectDir);
  if (!record?.control) return undefined;
  try {
    const answer = await callControl<{ pid: number }>(record, 'ping', {}, 2000);
    return answer.pid === record.pid ? record : undefined;
  } catch {
    return undefined;
  }
}
