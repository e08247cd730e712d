const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a UUID in its canonical text form (any case), as `uuid` columns print it. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
