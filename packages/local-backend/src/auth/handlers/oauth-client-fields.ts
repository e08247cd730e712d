// The fields of an OAuth client: its stored row and its JSON, and how the admin API reads
// them from a request body and checks them (redirect URIs, grant types, URLs, name, kind).
import { validationFailed } from '../errors.js';
import { stringField } from '../request.js';

/** A row of `auth.oauth_clients`. */
export interface ClientRow {
  id: string;
  client_secret_hash: string | null;
  registration_type: 'dynamic' | 'manual';
  client_type: 'public' | 'confidential';
  token_endpoint_auth_method: string;
  client_name: string | null;
  client_uri: string | null;
  logo_uri: string | null;
  redirect_uris: string[];
  grant_types: string[];
  created_at: Date;
  updated_at: Date;
}

const GRANT_TYPES = new Set(['authorization_code', 'refresh_token']);
const AUTH_METHODS = new Set(['none', 'client_secret_basic', 'client_secret_post']);
const MAX_NAME_LENGTH = 1024;
const MAX_URI_LENGTH = 2048;
const MAX_REDIRECT_URIS = 10;

/** GoTrue's client JSON; the secret only when just created or regenerated. */
export function clientJson(row: ClientRow, secret?: string): Record<string, unknown> {
  const out: Record<string, unknown> = {
    client_id: row.id,
    client_type: row.client_type,
    token_endpoint_auth_method: row.token_endpoint_auth_method,
    registration_type: row.registration_type,
    redirect_uris: row.redirect_uris,
    grant_types: row.grant_types,
    response_types: ['code'],
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
  // Fields GoTrue marks `omitempty`.
  if (row.client_name) out.client_name = row.client_name;
  if (row.client_uri) out.client_uri = row.client_uri;
  if (row.logo_uri) out.logo_uri = row.logo_uri;
  if (secret) out.client_secret = secret;
  return out;
}

export function stringList(body: Record<string, unknown>, name: string): string[] | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw validationFailed(`${name} must be an array of strings`);
  }
  return value as string[];
}

/** Custom schemes GoTrue allows for native apps, each with the one host it may name. */
const CUSTOM_SCHEME_HOSTS: Record<string, string> = { 'cursor:': 'anysphere.cursor-mcp' };

/** Why GoTrue refuses a redirect URI, or `undefined` when it is fine (`validateRedirectURI`). */
export function redirectUriProblem(uri: string): string | undefined {
  if (uri === '') return 'redirect URI cannot be empty';
  if (!/^[a-z][a-z0-9+.-]*:/i.test(uri)) return 'must have scheme';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'invalid URL format';
  }
  if (!url.host) return 'must have scheme and host';
  if (url.hash.length > 1) return 'fragment not allowed in redirect URI';
  const customHost = CUSTOM_SCHEME_HOSTS[url.protocol];
  if (customHost !== undefined) {
    return url.host === customHost ? undefined : 'scheme must be HTTPS or HTTP (localhost only)';
  }
  if (url.protocol === 'http:') {
    return ['localhost', '127.0.0.1'].includes(url.hostname)
      ? undefined
      : 'HTTP scheme only allowed for localhost';
  }
  return url.protocol === 'https:' ? undefined : 'scheme must be HTTPS or HTTP (localhost only)';
}

/** GoTrue's `validateRedirectURIList`: 1–10 URIs, each one it accepts. */
export function checkRedirectUris(uris: string[], required: boolean): void {
  if (uris.length === 0) {
    throw validationFailed(
      required ? 'redirect_uris is required' : 'redirect_uris cannot be empty',
    );
  }
  if (uris.length > MAX_REDIRECT_URIS) {
    throw validationFailed(`redirect_uris cannot exceed ${MAX_REDIRECT_URIS} items`);
  }
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw validationFailed(`invalid redirect_uri '${uri}': ${problem}`);
  }
}

export function checkGrantTypes(grants: string[]): void {
  if (grants.length === 0) throw validationFailed('grant_types cannot be empty');
  if (grants.some((grant) => !GRANT_TYPES.has(grant))) {
    throw validationFailed(
      "grant_types must only contain 'authorization_code' and/or 'refresh_token'",
    );
  }
}

export function checkUrlField(name: string, value: string | undefined): void {
  if (!value) return;
  if (value.length > MAX_URI_LENGTH) {
    throw validationFailed(`${name} cannot exceed ${MAX_URI_LENGTH} characters`);
  }
  try {
    new URL(value);
  } catch {
    throw validationFailed(`${name} must be a valid URL`);
  }
}

export function checkName(name: string | undefined): void {
  if (name !== undefined && name.length > MAX_NAME_LENGTH) {
    throw validationFailed(`client_name cannot exceed ${MAX_NAME_LENGTH} characters`);
  }
}

/** The name and URIs a client shows on consent screens, checked; absent ones `undefined`. */
export function describedFields(body: Record<string, unknown>) {
  const name = stringField(body, 'client_name');
  checkName(name);
  const clientUri = stringField(body, 'client_uri');
  const logoUri = stringField(body, 'logo_uri');
  checkUrlField('client_uri', clientUri);
  checkUrlField('logo_uri', logoUri);
  return { name, clientUri, logoUri };
}

/** The client type and token endpoint method a registration asks for, with GoTrue's defaults. */
export function clientKind(body: Record<string, unknown>): {
  type: ClientRow['client_type'];
  method: string;
} {
  const requestedType = stringField(body, 'client_type');
  const method = stringField(body, 'token_endpoint_auth_method');
  if (requestedType && requestedType !== 'public' && requestedType !== 'confidential') {
    throw validationFailed("client_type must be 'public' or 'confidential'");
  }
  if (method && !AUTH_METHODS.has(method)) {
    throw validationFailed(
      'token_endpoint_auth_method must be "none", "client_secret_basic" or "client_secret_post"',
    );
  }
  const type: ClientRow['client_type'] =
    requestedType === 'public' || requestedType === 'confidential'
      ? requestedType
      : method === 'none'
        ? 'public'
        : 'confidential';
  const resolved = method ?? (type === 'public' ? 'none' : 'client_secret_basic');
  if ((type === 'public') !== (resolved === 'none')) {
    throw validationFailed(
      `token_endpoint_auth_method "${resolved}" cannot be used with a ${type} client`,
    );
  }
  return { type, method: resolved };
}
