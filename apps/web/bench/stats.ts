/** The value below which `q` of the values lie (nearest rank), rounded to 0.1. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1));
  return round(sorted[rank] as number);
}

/** The median (nearest rank). */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Rounded to one decimal: the machine's noise is far larger than that. */
export function round(value: number): number {
  return Math.round(value * 10) / 10;
}
