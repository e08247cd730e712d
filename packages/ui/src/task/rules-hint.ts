import type { FileRules } from './file-rules';
import { formatBytes } from './format';

/** What a file zone accepts, in words: "PNG, JPEG, up to 25 MB each" or "Any file type, …". */
export function rulesHint(rules: FileRules, multiple: boolean): string {
  return [
    rules.mimeTypes
      ? rules.mimeTypes.map((type) => type.replace(/^.*\//, '').toUpperCase()).join(', ')
      : 'Any file type',
    `up to ${formatBytes(rules.maxBytes)}${multiple ? ' each' : ''}`,
  ].join(', ');
}
