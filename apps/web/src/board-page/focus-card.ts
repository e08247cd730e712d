/** Frames to wait for a moved card to show in its new column before giving up. */
const MAX_FRAMES = 30;

/**
 * Puts focus on a card once the board shows it in `status` (the optimistic write lands a
 * moment after the move starts, and the card mounts anew in another column).
 */
export function focusCardWhenIn(taskId: string, status: string): void {
  let frames = 0;
  const attempt = () => {
    const card = document.querySelector<HTMLElement>(
      `[data-status="${status}"] [data-task-id="${CSS.escape(taskId)}"]`,
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
