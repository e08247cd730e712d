/** Frames to wait for a moved card to show in its new column before giving up. */
const MAX_FRAMES = 30;

/**
 * Puts focus on a card once the board shows it in the column `column` (a status, or with
 * `by: 'column'` a workflow state's id): the optimistic write lands a moment after the move
 * starts, and the card mounts anew in another column.
 */
export function focusCardWhenIn(
  taskId: string,
  column: string,
  by: 'status' | 'column' = 'status',
): void {
  let frames = 0;
  const attempt = () => {
    const card = document.querySelector<HTMLElement>(
      `[data-${by}="${CSS.escape(column)}"] [data-task-id="${CSS.escape(taskId)}"]`,
    );
    if (card) {
      card.focus();
      return;
    }
    frames += 1;
    if (frames < MAX_FRAMES) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
