/**
 * The module Deno runs for every function worker. It makes `Deno.serve` (Supabase's
 * contract: the function calls it once, with or without options) listen on a free loopback
 * port and print that port on a marker line the backend waits for, answers a handler's
 * uncaught error with the edge runtime's error body, then imports the function.
 */
export const READY_MARKER = '__tandem_function_ready__';

export const BOOTSTRAP_SOURCE = `
const entry = Deno.args[0];
const serve = Deno.serve.bind(Deno);
const workerError = (error) => {
  console.error(error);
  return new Response(
    JSON.stringify({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' }),
    { status: 500, headers: { 'content-type': 'application/json', 'sb-error-code': 'WORKER_ERROR' } },
  );
};
let served = false;
Deno.serve = (...args) => {
  if (served) throw new Error('Deno.serve was called more than once');
  served = true;
  const [first, second] = args;
  const options = typeof first === 'function' ? (second ?? {}) : (first ?? {});
  const handler = typeof first === 'function' ? first : (second ?? options.handler);
  return serve(
    {
      ...options,
      port: 0,
      hostname: '127.0.0.1',
      onError: options.onError ?? workerError,
      onListen: ({ port }) => console.log('${READY_MARKER} ' + port),
    },
    handler,
  );
};
await import(entry);
`;
