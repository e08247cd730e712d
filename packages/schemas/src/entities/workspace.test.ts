import { describe, expect, it } from 'vitest';
import { workspaceRow } from '../test-rows.js';
import { issuesOf, parseOk, text } from '../test-utils.js';
import { workspaceSchema } from './workspace.js';

describe('workspaceSchema', () => {
  it('parses a row as PostgREST returns it', () => {
    expect(parseOk(workspaceSchema, workspaceRow)).toEqual(workspaceRow);
  });

  it('checks name length and slug shape', () => {
    expect(parseOk(workspaceSchema, { ...workspaceRow, name: text(60) })).toBeTruthy();
    expect(issuesOf(workspaceSchema, { ...workspaceRow, name: text(61) })).toEqual([
      'name: Name must be at most 60 characters',
    ]);
    expect(issuesOf(workspaceSchema, { ...workspaceRow, slug: 'Acme' })).toEqual([
      'slug: Slug has an invalid format',
    ]);
    expect(issuesOf(workspaceSchema, { ...workspaceRow, slug: 'ab' })).toHaveLength(1);
  });

  it('refuses wrong types', () => {
    expect(issuesOf(workspaceSchema, { ...workspaceRow, created_at: 1 })).toEqual([
      'created_at: Must be an ISO 8601 timestamp',
    ]);
  });
});
