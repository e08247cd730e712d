import * as z from 'zod/mini';
import { ERROR_CODES, type ErrorCode } from './errors.js';

/**
 * Validates an {@link ErrorCode}. Kept apart from the catalogue so that code which only reads
 * the catalogue (error helpers, a client's `isTandemError`) does not load Zod.
 */
export const errorCodeSchema = z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]], {
  error: 'Unknown error code',
});
