import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '../limits.js';
import { attachmentRow } from '../test-rows.js';
import { issuesOf, parseOk, text } from '../test-utils.js';
import { attachmentSchema } from './attachment.js';

describe('attachmentSchema', () => {
  it('parses a row as PostgREST returns it', () => {
    expect(parseOk(attachmentSchema, attachmentRow)).toEqual(attachmentRow);
  });

  it('checks the file name (1–255) and the size (0–25 MiB)', () => {
    expect(parseOk(attachmentSchema, { ...attachmentRow, file_name: text(255) })).toBeTruthy();
    expect(issuesOf(attachmentSchema, { ...attachmentRow, file_name: text(256) })).toEqual([
      'file_name: File name must be at most 255 characters',
    ]);
    const largest = { ...attachmentRow, size_bytes: ATTACHMENT_MAX_BYTES };
    expect(parseOk(attachmentSchema, largest)).toBeTruthy();
    expect(
      issuesOf(attachmentSchema, { ...largest, size_bytes: ATTACHMENT_MAX_BYTES + 1 }),
    ).toHaveLength(1);
    expect(issuesOf(attachmentSchema, { ...attachmentRow, size_bytes: -1 })).toHaveLength(1);
    expect(issuesOf(attachmentSchema, { ...attachmentRow, size_bytes: '1024' })).toHaveLength(1);
  });
});
