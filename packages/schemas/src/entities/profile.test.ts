import { describe, expect, it } from 'vitest';
import { profileRow } from '../test-rows.js';
import { issuesOf, parseOk, text } from '../test-utils.js';
import { profileSchema } from './profile.js';

describe('profileSchema', () => {
  it('parses a row as PostgREST returns it', () => {
    expect(parseOk(profileSchema, profileRow)).toEqual(profileRow);
    const withAvatar = { ...profileRow, avatar_path: `${profileRow.id}/me.png` };
    expect(parseOk(profileSchema, withAvatar).avatar_path).toBe(`${profileRow.id}/me.png`);
  });

  it('checks the display name length (1–60)', () => {
    expect(parseOk(profileSchema, { ...profileRow, display_name: text(60) })).toBeTruthy();
    expect(issuesOf(profileSchema, { ...profileRow, display_name: text(61) })).toEqual([
      'display_name: Display name must be at most 60 characters',
    ]);
    expect(issuesOf(profileSchema, { ...profileRow, display_name: '' })).toEqual([
      'display_name: Display name cannot be empty',
    ]);
  });

  it('refuses missing columns and wrong types', () => {
    const { updated_at: _, ...missing } = profileRow;
    expect(issuesOf(profileSchema, missing)).toEqual(['updated_at: Must be an ISO 8601 timestamp']);
    expect(issuesOf(profileSchema, { ...profileRow, id: 7 })).toEqual(['id: Must be a UUID']);
    expect(issuesOf(profileSchema, null)).toHaveLength(1);
  });
});
