import { describe, expect, it } from 'vitest';
import { ATTACHMENT_RULES, AVATAR_RULES, checkFile, partitionFiles } from './file-rules';

/** A file of a given size without allocating it. */
function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const MIB = 1024 * 1024;

describe('checkFile', () => {
  it('accepts an attachment of exactly 25 MiB of any type', () => {
    expect(checkFile(fakeFile('a.zip', 'application/zip', 25 * MIB), ATTACHMENT_RULES)).toBeNull();
  });

  it('refuses an attachment one byte over the limit', () => {
    const rejection = checkFile(
      fakeFile('big.mov', 'video/quicktime', 25 * MIB + 1),
      ATTACHMENT_RULES,
    );
    expect(rejection?.code).toBe('storage/too-large');
    expect(rejection?.message).toBe('big.mov is 25 MB; the limit is 25 MB.');
  });

  it('refuses avatars that are not PNG, JPEG, WebP or GIF', () => {
    const rejection = checkFile(fakeFile('me.bmp', 'image/bmp', 1000), AVATAR_RULES);
    expect(rejection?.code).toBe('storage/type-not-allowed');
    expect(rejection?.message).toBe('me.bmp is not an accepted type (PNG, JPEG, WEBP, GIF).');
  });

  it('refuses avatars over 2 MiB', () => {
    expect(checkFile(fakeFile('me.png', 'image/png', 3 * MIB), AVATAR_RULES)?.code).toBe(
      'storage/too-large',
    );
  });
});

describe('partitionFiles', () => {
  it('keeps the accepted files in order and reports the rest', () => {
    const ok1 = fakeFile('1.png', 'image/png', 10);
    const bad = fakeFile('2.svg', 'image/svg+xml', 10);
    const ok2 = fakeFile('3.gif', 'image/gif', 10);
    const { accepted, rejected } = partitionFiles([ok1, bad, ok2], AVATAR_RULES);
    expect(accepted).toEqual([ok1, ok2]);
    expect(rejected.map((rejection) => rejection.file)).toEqual([bad]);
  });
});
