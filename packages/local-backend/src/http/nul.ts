/**
 * Whether any string in `value` (keys included) holds a NUL character. PostgreSQL text cannot
 * store one, so it must be refused as bad input before it reaches the database. Walks with an
 * explicit stack: request data may be deeply nested.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\0')) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\0')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
