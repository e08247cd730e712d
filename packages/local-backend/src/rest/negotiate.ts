import { RestError } from './errors.js';

/** The response format a request asked for. */
export interface Negotiated {
  shape: 'array' | 'object' | 'csv' | 'geojson';
  /** `;nulls=stripped` on the array or object media types: keys with null values are left out. */
  stripNulls?: boolean;
  /** `Accept: application/vnd.pgrst.plan…`: respond with the query plan. */
  plan?: { format: 'json' | 'text'; options: string[] };
}

/** Picks the first media type of `Accept` that PostgREST can produce (PGRST107 otherwise). */
export function negotiate(accept: string | null | undefined): Negotiated {
  const wanted = (accept ?? '').trim() || '*/*';
  for (const entry of wanted.split(',')) {
    const [typePart = '', ...paramParts] = entry.split(';').map((p) => p.trim());
    const type = typePart.toLowerCase();
    const stripNulls = paramParts.some(
      (p) => p.toLowerCase().replace(/\s/g, '') === 'nulls=stripped',
    );
    if (
      type === 'application/json' ||
      type === '*/*' ||
      type === 'application/*' ||
      type === 'application/vnd.pgrst.array+json'
    ) {
      return {
        shape: 'array',
        stripNulls: type === 'application/vnd.pgrst.array+json' && stripNulls,
      };
    }
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { shape: 'object', stripNulls };
    }
    if (type === 'text/csv') return { shape: 'csv' };
    if (type === 'application/geo+json') return { shape: 'geojson' };
    const plan = /^application\/vnd\.pgrst\.plan(\+(json|text))?$/.exec(type);
    if (plan) {
      const forParam = paramParts.find((p) => p.toLowerCase().startsWith('for='));
      const target = forParam?.slice(4).replace(/"/g, '').trim().toLowerCase();
      const options =
        paramParts
          .find((p) => p.toLowerCase().startsWith('options='))
          ?.slice(8)
          .split('|')
          .map((o) => o.trim().toLowerCase())
          .filter(Boolean) ?? [];
      const allowed = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];
      if (options.some((o) => !allowed.includes(o))) continue;
      return {
        shape:
          target === 'application/vnd.pgrst.object+json'
            ? 'object'
            : target === 'text/csv'
              ? 'csv'
              : 'array',
        plan: { format: plan[2] === 'text' ? 'text' : 'json', options },
      };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${wanted}`);
}
