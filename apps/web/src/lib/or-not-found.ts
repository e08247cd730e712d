import { isTandemError } from '@tandem/api-client';
import { notFound } from '@tanstack/react-router';

/**
 * Awaits a loader's read and turns "not there or not yours" (`data/not-found`, or a malformed
 * id or slug in the URL: `data/invalid`) into the app's not-found page, so a URL never shows
 * whether something exists.
 */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isTandemError(error, 'data/not-found') || isTandemError(error, 'data/invalid')) {
      throw notFound();
    }
    throw error;
  }
}
