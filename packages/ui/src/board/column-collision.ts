import { type CollisionDetection, closestCorners } from '@dnd-kit/core';

/**
 * Collision detection of the board: the column under the dragged card's centre decides, then
 * the closest card (or the column itself) within it. Plain `closestCorners` measures every
 * droppable at once, so a tall empty column can lose to the card's own slot far away, and a
 * keyboard move into an empty column would not land.
 */
export const columnFirstCollision: CollisionDetection = (args) => {
  const { collisionRect, droppableContainers, droppableRects } = args;
  const x = collisionRect.left + collisionRect.width / 2;
  const y = collisionRect.top + collisionRect.height / 2;
  const column = droppableContainers.find((container) => {
    if (!String(container.id).startsWith('column:')) return false;
    const rect = droppableRects.get(container.id);
    return Boolean(rect && x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom);
  });
  if (!column) return closestCorners(args);
  const key = (column.data.current as { column?: string } | undefined)?.column;
  const inColumn = droppableContainers.filter(
    (container) =>
      container.id === column.id ||
      (container.data.current as { sortable?: { containerId?: string } } | undefined)?.sortable
        ?.containerId === key,
  );
  return closestCorners({ ...args, droppableContainers: inColumn });
};
