import { describe, expect, it } from 'vitest';
import { issuesOf, itEnforcesRequiredText, parseOk } from '../test-utils.js';
import { createWorkspaceInputSchema, updateWorkspaceInputSchema } from './workspace.js';

describe('createWorkspaceInputSchema', () => {
  const base = { name: 'Acme', slug: 'acme' };

  it('trims name and slug', () => {
    expect(parseOk(createWorkspaceInputSchema, { name: ' Acme ', slug: ' acme ' })).toEqual(base);
  });

  it('applies the slug rules', () => {
    expect(issuesOf(createWorkspaceInputSchema, { ...base, slug: 'Acme Inc' })).toEqual([
      'slug: Slug may contain only lowercase letters, digits and single hyphens, and cannot start or end with a hyphen',
    ]);
  });

  itEnforcesRequiredText({
    schema: createWorkspaceInputSchema,
    base,
    field: 'name',
    label: 'Name',
    max: 60,
  });
});

describe('updateWorkspaceInputSchema', () => {
  it('keeps absent fields absent', () => {
    expect(parseOk(updateWorkspaceInputSchema, {})).toEqual({});
    expect(parseOk(updateWorkspaceInputSchema, { slug: 'new-slug' })).toEqual({ slug: 'new-slug' });
  });

  it('still refuses an empty name or a bad slug', () => {
    expect(issuesOf(updateWorkspaceInputSchema, { name: ' ', slug: 'x' })).toEqual([
      'name: Name is required',
      'slug: Slug must be at least 3 characters',
    ]);
  });
});
