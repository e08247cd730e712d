import { describe, expect, it } from 'vitest';
import { errorCodeSchema } from './error-code-schema.js';
import {
  ERROR_CATALOGUE,
  ERROR_CODES,
  ERROR_DISPLAYS,
  type ErrorCode,
  type ErrorDisplay,
  errorEntry,
  isErrorCode,
} from './errors.js';
import { messagesOf } from './test-utils.js';

// The README's "Errors": every code and where it is shown.
const SPEC: Record<ErrorCode, ErrorDisplay> = {
  'auth/invalid-credentials': 'form',
  'auth/email-not-confirmed': 'form',
  'auth/user-exists': 'field',
  'auth/weak-password': 'field',
  'auth/rate-limited': 'form',
  'auth/link-invalid': 'callback',
  'auth/session-expired': 'toast',
  'data/not-found': 'page',
  'data/forbidden': 'toast',
  'data/conflict': 'dialog',
  'data/duplicate': 'field',
  'data/invalid': 'field',
  'mention/not-member': 'field',
  'checklist/full': 'toast',
  'state/has-tasks': 'dialog',
  'state/last-of-category': 'toast',
  'state/wip-limit': 'toast',
  'label/limit': 'toast',
  'view/limit': 'toast',
  'task/bulk-too-large': 'toast',
  'data/too-large': 'toast',
  'import/unreadable': 'field',
  'import/too-large': 'field',
  'import/too-many-tasks': 'field',
  'import/busy': 'toast',
  'invite/expired': 'page',
  'invite/revoked': 'page',
  'invite/wrong-email': 'page',
  'invite/used': 'page',
  'invite/rate-limited': 'toast',
  'invite/quota-exceeded': 'toast',
  'storage/too-large': 'field',
  'storage/type-not-allowed': 'field',
  'network/offline': 'banner',
  unknown: 'toast',
};

describe('ERROR_CATALOGUE', () => {
  it('has exactly the codes of the spec, each shown where the spec says', () => {
    expect([...ERROR_CODES].sort()).toEqual(Object.keys(SPEC).sort());
    for (const code of ERROR_CODES) {
      expect(ERROR_CATALOGUE[code].display, code).toBe(SPEC[code]);
    }
  });

  it('gives every code a sentence for the user and a known display', () => {
    for (const code of ERROR_CODES) {
      const { message, display } = ERROR_CATALOGUE[code];
      expect(message, code).toMatch(/^[A-Z].*\.$/);
      expect(ERROR_DISPLAYS).toContain(display);
    }
  });

  it('lists the seven places an error can be shown', () => {
    expect(ERROR_DISPLAYS).toEqual([
      'field',
      'form',
      'toast',
      'page',
      'dialog',
      'banner',
      'callback',
    ]);
  });
});

describe('isErrorCode, errorCodeSchema and errorEntry', () => {
  it('recognise catalogue codes only', () => {
    expect(isErrorCode('data/conflict')).toBe(true);
    expect(isErrorCode('data/oops')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
    expect(errorCodeSchema.parse('invite/used')).toBe('invite/used');
    expect(messagesOf(errorCodeSchema, 'nope')).toEqual(['Unknown error code']);
  });

  it('falls back to the unknown entry for anything else', () => {
    expect(errorEntry('data/conflict')).toBe(ERROR_CATALOGUE['data/conflict']);
    expect(errorEntry('nope')).toBe(ERROR_CATALOGUE.unknown);
    expect(errorEntry(undefined)).toEqual({
      message: 'Something went wrong. Please try again.',
      display: 'toast',
    });
  });
});
