import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '../limits.js';
import { ids } from '../test-rows.js';
import { issuesOf, itEnforcesRequiredText, parseOk } from '../test-utils.js';
import {
  attachmentMetadataInputSchema,
  avatarMetadataInputSchema,
  UNKNOWN_MIME_TYPE,
} from './attachment.js';

describe('attachmentMetadataInputSchema', () => {
  const base = {
    task_id: ids.task,
    file_name: 'spec.pdf',
    mime_type: 'application/pdf',
    size_bytes: 10,
  };

  it('accepts 0 bytes and 25 MiB, refuses one byte more', () => {
    expect(parseOk(attachmentMetadataInputSchema, { ...base, size_bytes: 0 }).size_bytes).toBe(0);
    const largest = { ...base, size_bytes: ATTACHMENT_MAX_BYTES };
    expect(parseOk(attachmentMetadataInputSchema, largest).size_bytes).toBe(25 * 1024 * 1024);
    expect(
      issuesOf(attachmentMetadataInputSchema, { ...base, size_bytes: ATTACHMENT_MAX_BYTES + 1 }),
    ).toEqual(['size_bytes: File must be at most 25 MiB']);
  });

  it('refuses negative, fractional and non-numeric sizes', () => {
    expect(issuesOf(attachmentMetadataInputSchema, { ...base, size_bytes: -1 })).toEqual([
      'size_bytes: File size cannot be negative',
    ]);
    for (const size of [1.5, '10', null]) {
      expect(issuesOf(attachmentMetadataInputSchema, { ...base, size_bytes: size })).toEqual([
        'size_bytes: File size must be a whole number of bytes',
      ]);
    }
  });

  it('normalises the MIME type; an unknown type becomes application/octet-stream', () => {
    const parse = (mime_type: string) =>
      parseOk(attachmentMetadataInputSchema, { ...base, mime_type }).mime_type;
    expect(parse(' Text/Plain ')).toBe('text/plain');
    expect(parse('')).toBe(UNKNOWN_MIME_TYPE);
    expect(parse('text/plain; charset=utf-8')).toBe('text/plain; charset=utf-8');
    expect(parse('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(issuesOf(attachmentMetadataInputSchema, { ...base, mime_type: 'pdf' })).toEqual([
      'mime_type: File type is not a valid MIME type',
    ]);
  });

  itEnforcesRequiredText({
    schema: attachmentMetadataInputSchema,
    base,
    field: 'file_name',
    label: 'File name',
    max: 255,
  });
});

describe('avatarMetadataInputSchema', () => {
  const base = { file_name: 'me.png', mime_type: 'image/png', size_bytes: 2048 };

  it('accepts each allowed image type, in any case', () => {
    for (const mime of AVATAR_MIME_TYPES) {
      expect(
        parseOk(avatarMetadataInputSchema, { ...base, mime_type: mime.toUpperCase() }).mime_type,
      ).toBe(mime);
    }
  });

  it('refuses other types, including SVG and an unknown type', () => {
    for (const mime of ['image/svg+xml', 'application/pdf', '', 'image/heic']) {
      expect(issuesOf(avatarMetadataInputSchema, { ...base, mime_type: mime })).toEqual([
        'mime_type: Avatar must be a PNG, JPEG, WebP or GIF image',
      ]);
    }
  });

  it('accepts 2 MiB, refuses one byte more', () => {
    expect(
      parseOk(avatarMetadataInputSchema, { ...base, size_bytes: AVATAR_MAX_BYTES }),
    ).toBeTruthy();
    expect(
      issuesOf(avatarMetadataInputSchema, { ...base, size_bytes: AVATAR_MAX_BYTES + 1 }),
    ).toEqual(['size_bytes: Avatar must be at most 2 MiB']);
  });
});
