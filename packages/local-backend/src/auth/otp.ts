import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Tx } from '../db/engine.js';

/** Columns of `auth.users` that mirror each one-time-token type, as GoTrue keeps them. */
const USER_COLUMN = {
  confirmation_token: 'confirmation_token',
  recovery_token: 'recovery_token',
  email_change_token_new: 'email_change_token_new',
  email_change_token_current: 'email_change_token_current',
} as const;

/** One-time token kinds this surface issues. */
export type OneTimeTokenType = keyof typeof USER_COLUMN;

/** A random numeric code of `length` digits. */
export function generateOtp(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}

/** GoTrue's token hash: hex SHA-224 of the address followed by the code. */
export function tokenHash(address: string, otp: string): string {
  return createHash('sha224')
    .update(address + otp)
    .digest('hex');
}

/**
 * Stores a one-time token for `user` (replacing any of the same type) in
 * `auth.one_time_tokens` and in the matching `auth.users` column.
 */
export async function storeOneTimeToken(
  tx: Tx,
  userId: string,
  type: OneTimeTokenType,
  hash: string,
  relatesTo: string,
  now: Date,
): Promise<void> {
  await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
    userId,
    type,
  ]);
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6::timestamptz at time zone 'utc', $6::timestamptz at time zone 'utc')`,
    [randomUUID(), userId, type, hash, relatesTo, now],
  );
  await tx.query(`update auth.users set ${USER_COLUMN[type]} = $2 where id = $1`, [userId, hash]);
}

/** A token found by hash. */
export interface FoundToken {
  userId: string;
  type: OneTimeTokenType;
  relatesTo: string;
  createdAt: Date;
}

/** Finds a live token by hash among the given types. */
export async function findOneTimeToken(
  tx: Tx,
  hash: string,
  types: OneTimeTokenType[],
): Promise<FoundToken | undefined> {
  const result = await tx.query<{
    user_id: string;
    token_type: OneTimeTokenType;
    relates_to: string;
    created_at: Date;
  }>(
    `select user_id, token_type::text as token_type, relates_to,
            (created_at at time zone 'utc') as created_at
     from auth.one_time_tokens where token_hash = $1 and token_type::text = any($2::text[])
     order by created_at desc limit 1`,
    [hash, types],
  );
  const row = result.rows[0];
  return row
    ? {
        userId: row.user_id,
        type: row.token_type,
        relatesTo: row.relates_to,
        createdAt: row.created_at,
      }
    : undefined;
}

/** Consumes (deletes) a user's token of a type and clears the mirrored column. */
export async function consumeOneTimeToken(tx: Tx, userId: string, type: OneTimeTokenType) {
  await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
    userId,
    type,
  ]);
  await tx.query(`update auth.users set ${USER_COLUMN[type]} = '' where id = $1`, [userId]);
}
