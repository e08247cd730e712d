import { describe, expect, it } from 'vitest';
import { namespacesRead } from './namespaces-read';

describe('namespacesRead', () => {
  it('names the workspace, board, column and task code for a board', () => {
    expect(namespacesRead('/w/acme/b/0f8fad5b-d9cb-469f-a165-70867728950e')).toEqual([
      'workspaces',
      'boards',
      'states',
      'tasks',
    ]);
  });

  it('names the workspace code for any other workspace page', () => {
    expect(namespacesRead('/w/acme')).toEqual(['workspaces']);
    expect(namespacesRead('/w/acme/t/12')).toEqual(['workspaces']);
  });

  it('names nothing for pages outside a workspace', () => {
    expect(namespacesRead('/')).toEqual([]);
    expect(namespacesRead('/settings/profile')).toEqual([]);
  });
});
