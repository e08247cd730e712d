import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/engine.js';
import { isUuid } from '../../uuid.js';
import { AuthError } from '../errors.js';

/** Seconds a ceremony's challenge stays usable (GoTrue's default challenge expiry). */
export const CHALLENGE_EXPIRY_SECONDS = 300;

/** The ceremony a challenge belongs to; a challenge only ever completes its own. */
export type ChallengeType = 'registration' | 'authentication';

/** What a ceremony must match when it completes. */
export interface ChallengeData {
  challenge: string;
  rp_id: string;
  origins: string[];
}

/** A stored passkey, its ids and public key in base64url as the WebAuthn JSON carries them. */
export interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  sign_count: number;
  transports: string[];
  friendly_name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const hex = (base64url: string) => Buffer.from(base64url, 'base64url').toString('hex');
const base64url = (hexText: string) => Buffer.from(hexText, 'hex').toString('base64url');

const COLUMNS = `id, user_id, encode(credential_id, 'hex') as credential_id,
  encode(public_key, 'hex') as public_key, sign_count, transports, friendly_name,
  created_at, last_used_at`;

function fromRow(row: PasskeyRow): PasskeyRow {
  return {
    ...row,
    credential_id: base64url(row.credential_id),
    public_key: base64url(row.public_key),
    sign_count: Number(row.sign_count),
  };
}

/** Opens a ceremony: stores its challenge and answers its id. */
export async function createChallenge(
  tx: Tx,
  type: ChallengeType,
  userId: string | null,
  data: ChallengeData,
  now: Date,
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + CHALLENGE_EXPIRY_SECONDS * 1000);
  await tx.query(
    `insert into auth.webauthn_challenges (id, user_id, challenge_type, session_data, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [id, userId, type, JSON.stringify(data), now, expiresAt],
  );
  return { id, expiresAt };
}

/**
 * Takes a challenge out of the store (so it works once, even under concurrent verifies),
 * only for its own ceremony and user (none for sign-in). GoTrue's errors: an unknown or used
 * challenge is 400 `webauthn_challenge_not_found`, a late one `webauthn_challenge_expired`.
 */
export async function consumeChallenge(
  tx: Tx,
  id: string,
  type: ChallengeType,
  userId: string | null,
  now: Date,
): Promise<ChallengeData> {
  const result = await tx.query<{ session_data: ChallengeData; expires_at: Date }>(
    `delete from auth.webauthn_challenges where id = $1 and challenge_type = $2
       and user_id is not distinct from $3::uuid returning session_data, expires_at`,
    [id, type, userId],
  );
  const row = result.rows[0];
  if (!row) {
    throw new AuthError(400, 'webauthn_challenge_not_found', 'Challenge not found or already used');
  }
  if (new Date(row.expires_at).getTime() <= now.getTime()) {
    throw new AuthError(400, 'webauthn_challenge_expired', 'Challenge has expired');
  }
  return row.session_data;
}

/** A user's passkeys, oldest first. */
export async function listPasskeys(tx: Tx, userId: string): Promise<PasskeyRow[]> {
  const result = await tx.query<PasskeyRow>(
    `select ${COLUMNS} from auth.webauthn_credentials where user_id = $1 order by created_at, id`,
    [userId],
  );
  return result.rows.map(fromRow);
}

/** The passkey with this WebAuthn credential id, whoever holds it. */
export async function findByCredentialId(
  tx: Tx,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const result = await tx.query<PasskeyRow>(
    `select ${COLUMNS} from auth.webauthn_credentials where credential_id = decode($1, 'hex') for update`,
    [hex(credentialId)],
  );
  const row = result.rows[0];
  return row && fromRow(row);
}

/** One of `userId`'s passkeys by its id, or 404 `webauthn_credential_not_found`. */
export async function findOwnedPasskey(tx: Tx, userId: string, id: string): Promise<PasskeyRow> {
  const result = isUuid(id)
    ? await tx.query<PasskeyRow>(
        `select ${COLUMNS} from auth.webauthn_credentials where id = $1 and user_id = $2 for update`,
        [id, userId],
      )
    : { rows: [] };
  const row = result.rows[0];
  if (!row) throw new AuthError(404, 'webauthn_credential_not_found', 'Passkey not found');
  return fromRow(row);
}

/** What a verified registration stores. */
export interface NewPasskey {
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
  aaguid: string;
  attestationType: string;
  backupEligible: boolean;
  backedUp: boolean;
}

/** Stores a verified credential; a credential id already stored is 422 `webauthn_credential_exists`. */
export async function insertPasskey(tx: Tx, passkey: NewPasskey, now: Date): Promise<PasskeyRow> {
  if (await findByCredentialId(tx, passkey.credentialId)) {
    throw new AuthError(422, 'webauthn_credential_exists', 'This credential is already registered');
  }
  const result = await tx.query<PasskeyRow>(
    `insert into auth.webauthn_credentials (id, user_id, credential_id, public_key, attestation_type,
       aaguid, sign_count, transports, backup_eligible, backed_up, friendly_name, created_at, updated_at)
     values ($1, $2, decode($3, 'hex'), decode($4, 'hex'), $5, $6, $7, $8, $9, $10, '', $11, $11)
     returning ${COLUMNS}`,
    [
      randomUUID(),
      passkey.userId,
      hex(passkey.credentialId),
      Buffer.from(passkey.publicKey).toString('hex'),
      passkey.attestationType,
      isUuid(passkey.aaguid) ? passkey.aaguid : null,
      passkey.signCount,
      JSON.stringify(passkey.transports),
      passkey.backupEligible,
      passkey.backedUp,
      now,
    ],
  );
  return fromRow(result.rows[0] as PasskeyRow);
}

/** Records a sign-in with a passkey: its new signature counter and when it was used. */
export async function markUsed(tx: Tx, id: string, signCount: number, now: Date): Promise<void> {
  await tx.query(
    'update auth.webauthn_credentials set sign_count = $2, last_used_at = $3, updated_at = $3 where id = $1',
    [id, signCount, now],
  );
}

/** The passkey JSON of listings and renames (`friendly_name` and `last_used_at` omitted when empty). */
export function serializePasskey(row: PasskeyRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
  };
  if (row.friendly_name) out.friendly_name = row.friendly_name;
  if (row.last_used_at) out.last_used_at = new Date(row.last_used_at).toISOString();
  return out;
}
