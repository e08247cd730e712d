import { randomUUID } from 'node:crypto';
import type { TestBackend } from '@tandem/local-backend/testing';
import { clientFor } from './clients.js';
import type { World } from './world.js';

/** Bytes of the objects the storage matrix stores, typed so they stay valid BlobParts. */
export function bytes(text: string): Uint8Array<ArrayBuffer> {
  const encoded = new TextEncoder().encode(text);
  const out = new Uint8Array(new ArrayBuffer(encoded.byteLength));
  out.set(encoded);
  return out;
}

/** A one-pixel PNG, so the avatars bucket's image MIME types accept it. */
export const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** Objects with bytes, uploaded through /storage/v1 by the world's member. */
export interface StoredObjects {
  /** `<workspace>/<task>/<uuid>-notes.txt` in `attachments`, owned by the member. */
  attachmentPath: string;
  /** `<member id>/face.png` in `avatars`. */
  avatarPath: string;
  /** Two more of the member's attachments in the same folder, for the move cells. */
  movablePaths: [string, string];
  /** Another of the member's avatars, for the move cells of actors with no folder. */
  movableAvatarPath: string;
}

/** The content of {@link StoredObjects.attachmentPath}. */
export const ATTACHMENT_TEXT = 'hello';

/**
 * Uploads one attachment and one avatar as the member of `world`, so that downloads have
 * bytes to return and the owner checks of the policies have an uploader.
 */
export async function storeObjects(backend: TestBackend, world: World): Promise<StoredObjects> {
  const member = await clientFor(backend, world.users.member);
  const attachmentPath = `${world.workspaceId}/${world.taskId}/${randomUUID()}-notes.txt`;
  const avatarPath = `${world.users.member.id}/face.png`;
  const attachment = await member.storage
    .from('attachments')
    .upload(attachmentPath, bytes(ATTACHMENT_TEXT), { contentType: 'text/plain' });
  if (attachment.error) throw attachment.error;
  const avatar = await member.storage
    .from('avatars')
    .upload(avatarPath, PNG, { contentType: 'image/png' });
  if (avatar.error) throw avatar.error;
  const movablePaths: [string, string] = [
    `${world.workspaceId}/${world.taskId}/${randomUUID()}-first.txt`,
    `${world.workspaceId}/${world.taskId}/${randomUUID()}-second.txt`,
  ];
  for (const path of movablePaths) {
    const moved = await member.storage
      .from('attachments')
      .upload(path, bytes(ATTACHMENT_TEXT), { contentType: 'text/plain' });
    if (moved.error) throw moved.error;
  }
  const movableAvatarPath = `${world.users.member.id}/${randomUUID()}.png`;
  const movableAvatar = await member.storage
    .from('avatars')
    .upload(movableAvatarPath, PNG, { contentType: 'image/png' });
  if (movableAvatar.error) throw movableAvatar.error;
  return { attachmentPath, avatarPath, movablePaths, movableAvatarPath };
}
