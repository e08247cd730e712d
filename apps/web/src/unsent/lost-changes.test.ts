import { beforeEach, describe, expect, it } from 'vitest';
import { lostChangesMessage, recordLostChanges, takeLostChanges } from './lost-changes';

const DAY = 24 * 60 * 60 * 1000;

/** A page's localStorage, which Node does not have: strings by key. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}
globalThis.localStorage = new MemoryStorage();

describe('lost changes', () => {
  beforeEach(() => localStorage.clear());

  it("reports a user's lost changes once, oldest first, and keeps others' for them", () => {
    recordLostChanges('ada', ['an edit of #3'], 1_000);
    recordLostChanges('bob', ['a move of #4'], 2_000);
    recordLostChanges('ada', ['a move of #5', 'a comment of #5'], 3_000);
    expect(takeLostChanges('ada', 4_000)).toEqual([
      'an edit of #3',
      'a move of #5',
      'a comment of #5',
    ]);
    expect(takeLostChanges('ada', 5_000)).toEqual([]);
    expect(takeLostChanges('bob', 5_000)).toEqual(['a move of #4']);
    expect(localStorage.length).toBe(0);
  });

  it('records nothing for a page that lost nothing, and drops week-old reports', () => {
    recordLostChanges('ada', []);
    expect(localStorage.length).toBe(0);
    recordLostChanges('ada', ['an edit of #3'], 0);
    expect(takeLostChanges('ada', 8 * DAY)).toEqual([]);
  });

  it('reads unreadable storage as nothing lost', () => {
    localStorage.setItem('tandem.lost-changes', '{not json');
    expect(takeLostChanges('ada')).toEqual([]);
  });

  it('says what was lost, why, and what to do', () => {
    expect(lostChangesMessage(['an edit of #3'])).toEqual({
      title: 'A change was not saved',
      description:
        'An edit of #3: made while offline, and the page was closed before it could be sent. Make it again if still wanted.',
    });
    expect(lostChangesMessage(['an edit of #3', 'a move of #5', 'a comment'])).toEqual({
      title: '3 changes were not saved',
      description:
        'An edit of #3, a move of #5 and a comment: made while offline, and the page was closed before they could be sent. Make them again if still wanted.',
    });
  });
});
