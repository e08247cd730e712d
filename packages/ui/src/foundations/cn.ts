import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (strings, arrays, objects of flags) and resolves Tailwind conflicts so
 * that a later class wins: `cn('px-2', props.className)` lets callers override padding.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
