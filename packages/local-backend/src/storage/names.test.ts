import { describe, expect, it } from 'vitest';
import { StorageError } from './errors.js';
import { mimeTypeAllowed, validateBucketName, validateObjectKey } from './names.js';

function refusal(fn: () => unknown): StorageError | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof StorageError) return error;
    throw error;
  }
  return undefined;
}

describe('validateObjectKey', () => {
  it('accepts ordinary keys, including spaces, unicode and dots inside names', () => {
    for (const key of [
      'a.txt',
      'user/1/avatar.png',
      'my file (1).pdf',
      'été/ünïcode.txt',
      'a..b/c...d',
    ]) {
      expect(validateObjectKey(key)).toBe(key);
    }
  });

  it('refuses traversal, control characters, empty and over-long keys as InvalidKey', () => {
    const bad = [
      '',
      '..',
      '../a',
      'a/../b',
      'a/./b',
      'a/..',
      '/abs',
      'a\u0000b',
      'a\nb',
      'a\u007fb',
      'x'.repeat(1025),
    ];
    for (const key of bad) {
      expect(refusal(() => validateObjectKey(key))?.code, JSON.stringify(key)).toBe('InvalidKey');
    }
  });
});

describe('validateBucketName', () => {
  it('accepts Storage bucket names and refuses slashes, dot names and empty ones', () => {
    expect(validateBucketName('avatars')).toBe('avatars');
    expect(validateBucketName('team-files_2')).toBe('team-files_2');
    for (const name of ['', 'a/b', '.', '..', 'a\u0001']) {
      expect(refusal(() => validateBucketName(name))?.code).toBe('InvalidBucketName');
    }
  });
});

describe('mimeTypeAllowed', () => {
  it('allows everything without a list', () => {
    expect(mimeTypeAllowed('application/pdf', null)).toBe(true);
    expect(mimeTypeAllowed('application/pdf', [])).toBe(true);
  });

  it('matches exact types, wildcards and ignores parameters and case', () => {
    const allowed = ['image/*', 'text/plain'];
    expect(mimeTypeAllowed('image/png', allowed)).toBe(true);
    expect(mimeTypeAllowed('IMAGE/JPEG', allowed)).toBe(true);
    expect(mimeTypeAllowed('text/plain;charset=UTF-8', allowed)).toBe(true);
    expect(mimeTypeAllowed('text/html', allowed)).toBe(false);
    expect(mimeTypeAllowed('application/pdf', allowed)).toBe(false);
    expect(mimeTypeAllowed('imagex/png', allowed)).toBe(false);
  });
});
