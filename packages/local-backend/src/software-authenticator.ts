import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Authenticator data flags: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** A credential the authenticator holds. */
export interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  rpId: string;
  counter: number;
}

/** The creation options the server sends (the fields a software authenticator reads). */
interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

/** The request options the server sends. */
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const x = Buffer.from(jwk.x as string, 'base64url');
  const y = Buffer.from(jwk.y as string, 'base64url');
  // EC2 key (kty 2), ES256 (alg -7), curve P-256 (crv 1).
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, x],
      [-3, y],
    ]),
  );
}

function counterBytes(counter: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(counter);
  return out;
}

/**
 * A platform authenticator in software, for tests of passkey flows outside a browser: ES256
 * keys from node:crypto, CBOR from the WebAuthn library's own encoder, answers shaped as
 * browsers serialise them (`RegistrationResponseJSON`, `AuthenticationResponseJSON`), ready for
 * supabase-js's `auth.passkey.verifyRegistration` and `verifyAuthentication`. The ceremonies
 * are real, so the server's verification runs end to end.
 *
 * @param origin - the page origin the answers claim, e.g. the project's `site_url`
 */
export class SoftwareAuthenticator {
  readonly credentials: StoredCredential[] = [];
  constructor(readonly origin: string) {}

  /** `navigator.credentials.create()`: a new discoverable credential for the options' user. */
  create(options: CreationOptions) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(32);
    this.credentials.push({ id, privateKey, userHandle: options.user.id, rpId, counter: 0 });
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: this.origin,
      crossOrigin: false,
    });
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP | UV | AT]),
      counterBytes(0),
      Buffer.alloc(16),
      idLength,
      id,
      coseKey(publicKey),
    ]);
    const attestation = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(Buffer.from(clientData)),
        attestationObject: b64url(attestation),
        transports: ['internal'],
      },
    };
  }

  /** `navigator.credentials.get()`: an assertion by the credential for the options' party. */
  get(options: RequestOptions, credential = this.credentials[0]) {
    if (!credential) throw new Error('no credential on this authenticator');
    credential.counter += 1;
    const rpId = options.rpId ?? credential.rpId;
    const clientData = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin: this.origin,
        crossOrigin: false,
      }),
    );
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP | UV]),
      counterBytes(credential.counter),
    ]);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}
