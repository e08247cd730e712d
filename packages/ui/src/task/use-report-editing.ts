import * as React from 'react';
import { useLatestCallback } from '../board/use-latest-callback';

/**
 * Tells `onEditingChange` when an in-place editor opens (`true`) and when it closes (`false`),
 * however it closes (Enter, Save, blur, Escape, Cancel, or the editor leaving the screen), so a
 * caller can show others "… is editing" for exactly as long as the edit lasts.
 */
export function useReportEditing(
  editing: boolean,
  onEditingChange: ((editing: boolean) => void) | undefined,
): void {
  const report = useLatestCallback(onEditingChange);
  React.useEffect(() => {
    if (!editing || !report) return;
    report(true);
    return () => report(false);
  }, [editing, report]);
}
