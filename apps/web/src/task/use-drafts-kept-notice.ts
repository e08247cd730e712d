import { toast } from '@tandem/ui/feedback';
import { useEffect, useRef } from 'react';

/**
 * When the task's detail goes away (panel closed, another task opened) with unsaved text, says
 * that it is kept as a draft: a note, never a question that blocks closing.
 */
export function useDraftsKeptNotice(taskNumber: number, drafts: (string | null)[]): void {
  const latest = useRef(drafts);
  latest.current = drafts;
  useEffect(
    () => () => {
      const [title, description, comment] = latest.current;
      const kept = [
        title !== null ? 'title' : null,
        description !== null ? 'description' : null,
        comment ? 'comment' : null,
      ].filter((field) => field !== null);
      if (kept.length === 0) return;
      toast(`Draft kept for #${taskNumber}`, {
        id: `draft-kept-${taskNumber}`,
        description: `Your unsaved ${new Intl.ListFormat('en').format(kept)} will be there when you open the task again.`,
      });
    },
    [taskNumber],
  );
}
