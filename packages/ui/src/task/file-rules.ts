import { ATTACHMENT_MAX_BYTES, AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '../domain/schemas';
import { formatBytes } from './format';

/** What a file must satisfy to be accepted. */
export interface FileRules {
  /** Largest size in bytes. */
  maxBytes: number;
  /** Accepted MIME types; every type when omitted. */
  mimeTypes?: ReadonlyArray<string>;
}

/** Task attachments: up to 25 MiB, any type (@tandem/schemas README, "Limits"). */
export const ATTACHMENT_RULES: FileRules = { maxBytes: ATTACHMENT_MAX_BYTES };

/** Avatars: up to 2 MiB, PNG, JPEG, WebP or GIF (@tandem/schemas README, "Limits"). */
export const AVATAR_RULES: FileRules = { maxBytes: AVATAR_MAX_BYTES, mimeTypes: AVATAR_MIME_TYPES };

/** Why a file was refused, with the error catalogue's code and a message for people. */
export interface FileRejection {
  /** The refused file. */
  file: File;
  /** `storage/too-large` or `storage/type-not-allowed`. */
  code: 'storage/too-large' | 'storage/type-not-allowed';
  /** What to show, naming the file and the limit. */
  message: string;
}

/** Checks one file against the rules: `null` when it is accepted. */
export function checkFile(file: File, rules: FileRules): FileRejection | null {
  if (rules.mimeTypes && !rules.mimeTypes.includes(file.type)) {
    const allowed = rules.mimeTypes.map((type) => type.replace(/^.*\//, '').toUpperCase());
    return {
      file,
      code: 'storage/type-not-allowed',
      message: `${file.name} is not an accepted type (${allowed.join(', ')}).`,
    };
  }
  if (file.size > rules.maxBytes) {
    return {
      file,
      code: 'storage/too-large',
      message: `${file.name} is ${formatBytes(file.size)}; the limit is ${formatBytes(rules.maxBytes)}.`,
    };
  }
  return null;
}

/** Splits files into accepted ones and rejections. */
export function partitionFiles(
  files: Iterable<File>,
  rules: FileRules,
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    const rejection = checkFile(file, rules);
    if (rejection) rejected.push(rejection);
    else accepted.push(file);
  }
  return { accepted, rejected };
}
