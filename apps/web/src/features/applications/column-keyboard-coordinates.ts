import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * The keyboard moves a picked-up card a whole column at a time: Right or Down to the next
 * column, Left or Up to the previous one (dnd-kit's default moves 25 px per key press).
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const direction =
    event.code === KeyboardCode.Right || event.code === KeyboardCode.Down
      ? 1
      : event.code === KeyboardCode.Left || event.code === KeyboardCode.Up
        ? -1
        : 0;
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (direction === 0 || !collisionRect) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .map((container) => droppableRects.get(container.id))
    .filter((rect) => rect !== undefined)
    .sort((a, b) => a.left - b.left || a.top - b.top);
  const center = collisionRect.left + collisionRect.width / 2;
  const currentIndex = columns.findIndex((rect) => center >= rect.left && center <= rect.left + rect.width);
  const next =
    currentIndex === -1
      ? direction === 1
        ? columns.find((rect) => rect.left > center)
        : columns.findLast((rect) => rect.left + rect.width < center)
      : columns[currentIndex + direction];
  if (!next) return currentCoordinates;
  return {
    x: next.left + (next.width - collisionRect.width) / 2,
    y: Math.max(next.top + 48, currentCoordinates.y),
  };
};
