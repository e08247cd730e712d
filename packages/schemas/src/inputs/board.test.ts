import { describe, expect, it } from 'vitest';
import { ids } from '../test-rows.js';
import {
  issuesOf,
  itEnforcesOptionalText,
  itEnforcesRequiredText,
  parseOk,
} from '../test-utils.js';
import { createBoardInputSchema, updateBoardInputSchema } from './board.js';

const base = { workspace_id: ids.workspace, name: 'Roadmap' };

describe('createBoardInputSchema', () => {
  it('defaults the description to null', () => {
    expect(parseOk(createBoardInputSchema, base)).toEqual({ ...base, description: null });
  });

  it('needs a workspace id', () => {
    expect(issuesOf(createBoardInputSchema, { name: 'Roadmap' })).toEqual([
      'workspace_id: Must be a UUID',
    ]);
  });

  itEnforcesRequiredText({
    schema: createBoardInputSchema,
    base,
    field: 'name',
    label: 'Name',
    max: 60,
  });
  itEnforcesOptionalText({
    schema: createBoardInputSchema,
    base,
    field: 'description',
    label: 'Description',
    max: 1000,
  });
});

describe('updateBoardInputSchema', () => {
  it('keeps absent fields absent and turns a cleared description into null', () => {
    expect(parseOk(updateBoardInputSchema, {})).toEqual({});
    expect(parseOk(updateBoardInputSchema, { description: '  ' })).toEqual({ description: null });
    expect(parseOk(updateBoardInputSchema, { archived: true })).toEqual({ archived: true });
  });

  it('refuses a non-boolean archived flag', () => {
    expect(issuesOf(updateBoardInputSchema, { archived: 'yes' })).toEqual([
      'archived: Archived must be true or false',
    ]);
  });
});
