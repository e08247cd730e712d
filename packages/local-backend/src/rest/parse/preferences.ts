import { RestError } from '../errors.js';

/** The `Prefer` header values PostgREST understands. */
export interface Preferences {
  return?: 'minimal' | 'headers-only' | 'representation';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  singleObject?: boolean;
  /** The tokens that were understood, echoed in `Preference-Applied`. */
  applied: string[];
}

const ALLOWED: Record<string, readonly string[]> = {
  return: ['minimal', 'headers-only', 'representation'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
  params: ['single-object'],
};

/**
 * Parses every `Prefer` header. Unknown or malformed preferences are ignored, unless
 * `handling=strict` is among them: then they are a 400 (PGRST122), as in PostgREST.
 */
export function parsePreferences(header: string | null | undefined): Preferences {
  const prefs: Preferences = { applied: [] };
  const invalid: string[] = [];
  for (const raw of (header ?? '').split(',')) {
    const token = raw.trim();
    if (!token) continue;
    const eq = token.indexOf('=');
    const key = (eq === -1 ? token : token.slice(0, eq)).trim();
    const value = (eq === -1 ? '' : token.slice(eq + 1)).trim();
    if (key === 'max-affected') {
      const n = Number(value);
      if (/^\d+$/.test(value) && Number.isSafeInteger(n)) {
        prefs.maxAffected = n;
        prefs.applied.push(token);
      } else invalid.push(token);
      continue;
    }
    if (key === 'timezone') {
      invalid.push(token);
      continue;
    }
    const allowed = ALLOWED[key];
    if (!allowed?.includes(value)) {
      invalid.push(token);
      continue;
    }
    if (key === 'params') prefs.singleObject = true;
    else (prefs as unknown as Record<string, string>)[key] = value;
    prefs.applied.push(`${key}=${value}`);
  }
  if (prefs.handling === 'strict' && invalid.length > 0) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return prefs;
}
