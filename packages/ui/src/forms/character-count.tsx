import { cn } from '../foundations/cn';

/** Props of {@link CharacterCount}. */
export interface CharacterCountProps {
  /** Id for the control's `aria-describedby`. */
  id?: string;
  /** How many characters the text has. */
  length: number;
  /** The most the field accepts (a limit from `@tandem/schemas`). */
  max: number;
  /** Show the count once this few characters are left. @default a tenth of `max`, at least 20 */
  threshold?: number;
  /** Classes for the count. */
  className?: string;
}

/** Whether {@link CharacterCount} shows for this length: near the limit or over it. */
export function nearLimit(length: number, max: number, threshold = defaultThreshold(max)) {
  return max - length <= threshold;
}

function defaultThreshold(max: number): number {
  return Math.max(20, Math.round(max / 10));
}

/**
 * "12 characters left" near a field's limit, and "5 characters over the limit" in the danger
 * colour past it: the field keeps everything typed and says so, rather than cutting it.
 * Renders nothing while the text is far from the limit.
 */
export function CharacterCount({ id, length, max, threshold, className }: CharacterCountProps) {
  if (!nearLimit(length, max, threshold)) return null;
  const remaining = max - length;
  return (
    <span
      id={id}
      className={cn(
        'text-xs tabular-nums',
        remaining < 0 ? 'text-danger-text' : 'text-muted',
        className,
      )}
    >
      {remaining < 0
        ? `${characters(-remaining)} over the limit of ${max.toLocaleString('en')}`
        : `${characters(remaining)} left`}
    </span>
  );
}

function characters(count: number): string {
  return `${count.toLocaleString('en')} character${count === 1 ? '' : 's'}`;
}
