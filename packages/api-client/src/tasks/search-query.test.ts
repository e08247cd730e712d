import { describe, expect, it } from 'vitest';
import { prefixTsquery, taskNumberOf } from './search-query.js';

describe('prefixTsquery', () => {
  it('matches every word by its beginning', () => {
    expect(prefixTsquery('redir')).toBe('redir:*');
    expect(prefixTsquery('Login  redir')).toBe('login:* & redir:*');
  });

  it('keeps phrases, exclusions and or', () => {
    expect(prefixTsquery('"billing export"')).toBe('(billing <-> export:*)');
    expect(prefixTsquery('billing -docs')).toBe('billing:* & !docs:*');
    expect(prefixTsquery('billing or roadmap')).toBe('billing:* | roadmap:*');
    expect(prefixTsquery('sign-in')).toBe('(sign <-> in:*)');
  });

  it('lets no tsquery syntax through, and has nothing to find in punctuation', () => {
    expect(prefixTsquery("a:* | b') & !(c")).toBe('a:* & b:* & c:*');
    expect(prefixTsquery('!!! ""')).toBeNull();
    expect(prefixTsquery('or')).toBeNull();
  });
});

describe('taskNumberOf', () => {
  it('reads #number', () => {
    expect(taskNumberOf('#3')).toBe(3);
    expect(taskNumberOf(' #42 ')).toBe(42);
    expect(taskNumberOf('3')).toBeNull();
    expect(taskNumberOf('#3 login')).toBeNull();
  });
});
