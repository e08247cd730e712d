import type { Context, MiddlewareHandler } from 'hono';
import { sessionsEnded } from '../../context.js';
import { isUuid } from '../../uuid.js';
import { AuthError, validationFailed } from '../errors.js';
import { requestedPage, setPagingHeaders } from '../paging.js';
import { checkPasswordStrength, hashPassword } from '../passwords.js';
import { objectField, readJson, stringField } from '../request.js';
import { type AuthService, requireAdmin } from '../service.js';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isValidEmail,
  loadUserJson,
  normalizeEmail,
  type UserRow,
  userJson,
} from '../users.js';

/** Parses GoTrue's `ban_duration` (`"24h"`, `"none"`) into a ban end, `null` to lift it. */
function banUntil(value: string, now: Date): Date | null {
  if (value === 'none') return null;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(value);
  if (!match) throw validationFailed('invalid format for ban duration');
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 'ms' | 's' | 'm' | 'h'];
  return new Date(now.getTime() + Number(match[1]) * unit);
}

function userIdParam(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw new AuthError(404, 'user_not_found', 'User not found');
  return id;
}

/** Lets only the service role through (GoTrue's `requireAdmin` on `/admin` and `/invite`). */
export function adminOnly(service: AuthService): MiddlewareHandler {
  return async (c, next) => {
    await requireAdmin(service, c);
    await next();
  };
}

/** `GET /admin/users?page=&per_page=`: one page of users, newest first, with paging headers. */
export async function listUsers(c: Context, service: AuthService): Promise<Response> {
  const { db } = service.ctx;
  const paging = requestedPage(c);
  const { users, total } = await db.withAdmin(async (tx) => {
    const count = await tx.query<{ n: string | number }>(
      'select count(*)::int as n from auth.users',
    );
    const rows = await tx.query<UserRow>(
      'select * from auth.users order by created_at desc, id limit $1 offset $2',
      [paging.perPage, paging.offset],
    );
    const users = [];
    for (const row of rows.rows) users.push(await userJson(tx, row));
    return { users, total: Number(count.rows[0]?.n ?? 0) };
  });
  setPagingHeaders(c, paging, total);
  return c.json({ users, aud: 'authenticated' });
}

/** `GET /admin/users/:id`: one user. */
export async function getUserById(c: Context, service: AuthService): Promise<Response> {
  const { db } = service.ctx;
  const id = userIdParam(c);
  const user = await db.withAdmin(async (tx) => {
    if (!(await findUserById(tx, id))) {
      throw new AuthError(404, 'user_not_found', 'User not found');
    }
    return loadUserJson(tx, id);
  });
  return c.json(user);
}

/** `POST /admin/users`: creates a user, confirmed or not as the body says, sending nothing. */
export async function createUser(c: Context, service: AuthService): Promise<Response> {
  const { db } = service.ctx;
  const body = await readJson(c);
  const rawEmail = stringField(body, 'email');
  if (stringField(body, 'phone')) {
    throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  }
  if (!rawEmail) throw validationFailed('Unable to validate email address: invalid format');
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  const password = stringField(body, 'password');
  if (password !== undefined) checkPasswordStrength(password, service.settings);
  const passwordHash =
    password !== undefined ? await hashPassword(password, service.settings) : null;
  const userMetadata = objectField(body, 'user_metadata') ?? objectField(body, 'data') ?? {};
  const appMetadata = objectField(body, 'app_metadata') ?? {};
  const role = stringField(body, 'role');
  const ban = stringField(body, 'ban_duration');
  const user = await db.withAdmin(async (tx) => {
    if (await findUserByEmail(tx, email)) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    const now = service.now();
    const created = await insertUser(
      tx,
      {
        email,
        passwordHash,
        userMetadata,
        appMetadata,
        emailConfirmedAt: body.email_confirm === true ? now : null,
        role,
      },
      now,
    );
    if (ban) {
      await tx.query('update auth.users set banned_until = $2 where id = $1', [
        created.id,
        banUntil(ban, now),
      ]);
    }
    return loadUserJson(tx, created.id);
  });
  return c.json(user);
}

/** `PUT /admin/users/:id`: changes any field of a user, bans included. */
export async function updateUserById(c: Context, service: AuthService): Promise<Response> {
  const { db } = service.ctx;
  const id = userIdParam(c);
  const body = await readJson(c);
  const rawEmail = stringField(body, 'email');
  const email = rawEmail ? normalizeEmail(rawEmail) : undefined;
  if (email !== undefined && !isValidEmail(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  const password = stringField(body, 'password');
  if (password !== undefined) checkPasswordStrength(password, service.settings);
  const passwordHash =
    password !== undefined ? await hashPassword(password, service.settings) : undefined;
  const userMetadata = objectField(body, 'user_metadata');
  const appMetadata = objectField(body, 'app_metadata');
  const role = stringField(body, 'role');
  const ban = stringField(body, 'ban_duration');
  const user = await db.withAdmin(async (tx) => {
    const existing = await findUserById(tx, id);
    if (!existing) throw new AuthError(404, 'user_not_found', 'User not found');
    const now = service.now();
    if (email !== undefined && email !== existing.email) {
      const taken = await findUserByEmail(tx, email);
      if (taken && taken.id !== id) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      await tx.query('update auth.users set email = $2 where id = $1', [id, email]);
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
         where user_id = $1 and provider = 'email'`,
        [id, email],
      );
    }
    if (passwordHash !== undefined) {
      await tx.query('update auth.users set encrypted_password = $2 where id = $1', [
        id,
        passwordHash,
      ]);
    }
    if (userMetadata) {
      await tx.query(
        `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb where id = $1`,
        [id, JSON.stringify(userMetadata)],
      );
    }
    if (appMetadata) {
      await tx.query(
        `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb where id = $1`,
        [id, JSON.stringify(appMetadata)],
      );
    }
    if (role) await tx.query('update auth.users set role = $2 where id = $1', [id, role]);
    if (body.email_confirm === true) {
      await tx.query(
        'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, $2) where id = $1',
        [id, now],
      );
    }
    if (ban) {
      await tx.query('update auth.users set banned_until = $2 where id = $1', [
        id,
        banUntil(ban, now),
      ]);
    }
    await tx.query('update auth.users set updated_at = $2 where id = $1', [id, now]);
    return loadUserJson(tx, id);
  });
  if (ban) sessionsEnded(service.ctx, id);
  return c.json(user);
}

/** `DELETE /admin/users/:id`: deletes a user and, through foreign keys, its sessions. */
export async function deleteUser(c: Context, service: AuthService): Promise<Response> {
  const { db } = service.ctx;
  const id = userIdParam(c);
  const body = await readJson(c);
  await db.withAdmin(async (tx) => {
    if (!(await findUserById(tx, id))) {
      throw new AuthError(404, 'user_not_found', 'User not found');
    }
    if (body.should_soft_delete === true) {
      await tx.query(
        `update auth.users set deleted_at = $2, email = null, encrypted_password = null,
           raw_user_meta_data = '{}'::jsonb where id = $1`,
        [id, service.now()],
      );
      await tx.query('delete from auth.identities where user_id = $1', [id]);
      await tx.query('delete from auth.sessions where user_id = $1', [id]);
    } else {
      await tx.query('delete from auth.users where id = $1', [id]);
    }
  });
  sessionsEnded(service.ctx, id);
  return c.json({});
}
