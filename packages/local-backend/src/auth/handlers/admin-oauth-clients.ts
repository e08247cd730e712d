import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Tx } from '../../db/engine.js';
import { isUuid } from '../../uuid.js';
import { AuthError, validationFailed } from '../errors.js';
import { requestedPage, setPagingHeaders } from '../paging.js';
import { readJson, stringField } from '../request.js';
import type { AuthService } from '../service.js';
import {
  type ClientRow,
  checkGrantTypes,
  checkRedirectUris,
  clientJson,
  clientKind,
  describedFields,
  stringList,
} from './oauth-client-fields.js';

/**
 * A new client secret and the hash stored for it. The secret is 256 random bits, so a plain
 * SHA-256 is as hard to reverse as a slow password hash would be.
 */
function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: createHash('sha256').update(secret).digest('hex') };
}

/**
 * The live client of the path, locked for the transaction: a malformed id is 400, an unknown
 * or deleted client 404 `oauth_client_not_found`, as GoTrue's `LoadOAuthServerClient`.
 */
async function pathClient(c: Context, tx: Tx): Promise<ClientRow> {
  const id = c.req.param('clientId') ?? '';
  if (!isUuid(id)) throw validationFailed('invalid client_id format');
  const result = await tx.query<ClientRow>(
    'select * from auth.oauth_clients where id = $1 and deleted_at is null for update',
    [id],
  );
  const row = result.rows[0];
  if (!row) throw new AuthError(404, 'oauth_client_not_found', 'OAuth client not found');
  return row;
}

/** `GET /admin/oauth/clients`: one page of live clients, newest first, with paging headers. */
export async function listOAuthClients(c: Context, service: AuthService): Promise<Response> {
  const paging = requestedPage(c);
  const { clients, total } = await service.ctx.db.withAdmin(async (tx) => {
    const count = await tx.query<{ n: number }>(
      'select count(*)::int as n from auth.oauth_clients where deleted_at is null',
    );
    const rows = await tx.query<ClientRow>(
      `select * from auth.oauth_clients where deleted_at is null
        order by created_at desc, id limit $1 offset $2`,
      [paging.perPage, paging.offset],
    );
    return { clients: rows.rows.map((row) => clientJson(row)), total: count.rows[0]?.n ?? 0 };
  });
  setPagingHeaders(c, paging, Number(total));
  return c.json({ clients });
}

/**
 * `POST /admin/oauth/clients`: registers a client (`registration_type: manual`). A confidential
 * client's secret is in this answer only; authorization_code and refresh_token by default.
 */
export async function createOAuthClient(c: Context, service: AuthService): Promise<Response> {
  const body = await readJson(c);
  const redirectUris = stringList(body, 'redirect_uris') ?? [];
  checkRedirectUris(redirectUris, true);
  // An empty list takes the defaults, as GoTrue; `response_types` is always `code`.
  const requestedGrants = stringList(body, 'grant_types') ?? [];
  if (requestedGrants.length) checkGrantTypes(requestedGrants);
  const grantTypes = requestedGrants.length
    ? requestedGrants
    : ['authorization_code', 'refresh_token'];
  const { name, clientUri, logoUri } = describedFields(body);
  const kind = clientKind(body);
  const secret = kind.type === 'confidential' ? newSecret() : undefined;
  const now = service.now();
  const row = await service.ctx.db.withAdmin(async (tx) => {
    const result = await tx.query<ClientRow>(
      `insert into auth.oauth_clients (id, client_secret_hash, registration_type, client_type,
         token_endpoint_auth_method, client_name, client_uri, logo_uri, redirect_uris,
         grant_types, created_at, updated_at)
       values ($1, $2, 'manual', $3, $4, $5, $6, $7, $8, $9, $10, $10) returning *`,
      [
        randomUUID(),
        secret?.hash ?? null,
        kind.type,
        kind.method,
        name ?? null,
        clientUri ?? null,
        logoUri ?? null,
        redirectUris,
        grantTypes,
        now,
      ],
    );
    return result.rows[0] as ClientRow;
  });
  return c.json(clientJson(row, secret?.secret), 201);
}

/** `GET /admin/oauth/clients/{id}`: one live client, without its secret. */
export async function getOAuthClient(c: Context, service: AuthService): Promise<Response> {
  const row = await service.ctx.db.withAdmin((tx) => pathClient(c, tx));
  return c.json(clientJson(row));
}

/** `PUT /admin/oauth/clients/{id}`: changes the fields the body names, leaving the rest. */
export async function updateOAuthClient(c: Context, service: AuthService): Promise<Response> {
  const body = await readJson(c);
  const redirectUris = stringList(body, 'redirect_uris');
  if (redirectUris) checkRedirectUris(redirectUris, false);
  const grantTypes = stringList(body, 'grant_types');
  if (grantTypes) checkGrantTypes(grantTypes);
  const { name, clientUri, logoUri } = describedFields(body);
  const method = stringField(body, 'token_endpoint_auth_method');
  const given = [redirectUris, grantTypes, name, clientUri, logoUri, method];
  if (given.every((field) => field === undefined)) {
    throw validationFailed('No fields provided for update');
  }
  const row = await service.ctx.db.withAdmin(async (tx) => {
    const current = await pathClient(c, tx);
    if (method) {
      const kind = clientKind({
        client_type: current.client_type,
        token_endpoint_auth_method: method,
      });
      if (kind.type !== current.client_type) throw validationFailed('client_type cannot change');
    }
    const result = await tx.query<ClientRow>(
      `update auth.oauth_clients set
         redirect_uris = coalesce($2, redirect_uris), grant_types = coalesce($3, grant_types),
         client_name = coalesce($4, client_name), client_uri = coalesce($5, client_uri),
         logo_uri = coalesce($6, logo_uri),
         token_endpoint_auth_method = coalesce($7, token_endpoint_auth_method),
         updated_at = $8
       where id = $1 returning *`,
      [
        current.id,
        redirectUris ?? null,
        grantTypes ?? null,
        name ?? null,
        clientUri ?? null,
        logoUri ?? null,
        method ?? null,
        service.now(),
      ],
    );
    return result.rows[0] as ClientRow;
  });
  return c.json(clientJson(row));
}

/** `DELETE /admin/oauth/clients/{id}`: retires the client (soft delete); 204. */
export async function deleteOAuthClient(c: Context, service: AuthService): Promise<Response> {
  await service.ctx.db.withAdmin(async (tx) => {
    const current = await pathClient(c, tx);
    await tx.query('update auth.oauth_clients set deleted_at = $2, updated_at = $2 where id = $1', [
      current.id,
      service.now(),
    ]);
  });
  return c.body(null, 204);
}

/**
 * `POST /admin/oauth/clients/{id}/regenerate_secret`: a new secret for a confidential client;
 * the old one stops working at once. Public clients have none.
 */
export async function regenerateOAuthClientSecret(
  c: Context,
  service: AuthService,
): Promise<Response> {
  const secret = newSecret();
  const row = await service.ctx.db.withAdmin(async (tx) => {
    const current = await pathClient(c, tx);
    if (current.client_type === 'public') {
      throw validationFailed('Cannot regenerate secret for public client');
    }
    const result = await tx.query<ClientRow>(
      `update auth.oauth_clients set client_secret_hash = $2, updated_at = $3
        where id = $1 returning *`,
      [current.id, secret.hash, service.now()],
    );
    return result.rows[0] as ClientRow;
  });
  return c.json(clientJson(row, secret.secret));
}
