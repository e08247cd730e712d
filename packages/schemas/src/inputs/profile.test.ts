import { describe, expect, it } from 'vitest';
import { ids } from '../test-rows.js';
import { issuesOf, itEnforcesRequiredText, parseOk } from '../test-utils.js';
import { updateProfileInputSchema } from './profile.js';

describe('updateProfileInputSchema', () => {
  it('keeps absent fields absent and lets null remove the avatar', () => {
    expect(parseOk(updateProfileInputSchema, {})).toEqual({});
    expect(parseOk(updateProfileInputSchema, { avatar_path: null })).toEqual({ avatar_path: null });
    const path = `${ids.user}/me.png`;
    expect(parseOk(updateProfileInputSchema, { avatar_path: path })).toEqual({ avatar_path: path });
  });

  it('refuses an empty avatar path', () => {
    expect(issuesOf(updateProfileInputSchema, { avatar_path: '' })).toEqual([
      'avatar_path: Avatar path cannot be empty',
    ]);
  });

  itEnforcesRequiredText({
    schema: updateProfileInputSchema,
    base: {},
    field: 'display_name',
    label: 'Display name',
    max: 60,
  });
});
