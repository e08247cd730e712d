import type { DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import * as React from 'react';

/** What a card reads from its mounted binding: dnd-kit's listeners and node setters. */
export interface BindingLink {
  listeners: DraggableSyntheticListeners;
  setNodeRef: (element: HTMLElement | null) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

/** Props of {@link SortableBinding}. */
export interface SortableBindingProps {
  /** The task id: the sortable's id. */
  id: string;
  /** The task's column key, as the sortable's data. */
  column: string;
  /** The element that moves and is measured: the card's wrapper. */
  node: React.RefObject<HTMLElement | null>;
  /** The element that starts a drag: the card itself. */
  activator: React.RefObject<HTMLElement | null>;
  /** Filled while mounted; the card's handlers and ref callbacks go through it. */
  link: React.RefObject<BindingLink | null>;
}

/**
 * A card's @dnd-kit sortable registration, rendered as an empty child of the card. dnd-kit's
 * hooks re-render whoever calls them on every drag move; here that is this childless
 * component, which applies the card's transform to its element directly, so the card itself
 * renders only when its own props change.
 */
export function SortableBinding({ id, column, node, activator, link }: SortableBindingProps) {
  const data = React.useMemo(() => ({ column }), [column]);
  const sortable = useSortable({ id, data, attributes: { roleDescription: 'draggable task' } });
  const { setNodeRef, setActivatorNodeRef, transform, transition, listeners } = sortable;

  React.useLayoutEffect(() => {
    link.current = { listeners, setNodeRef, setActivatorNodeRef };
  }, [link, listeners, setNodeRef, setActivatorNodeRef]);
  React.useLayoutEffect(() => {
    // On a first mount the card's elements are attached after this runs, and its ref
    // callbacks pass them on through `link`; on a later one they are already there.
    setNodeRef(node.current);
    setActivatorNodeRef(activator.current);
    return () => {
      link.current = null;
    };
  }, [link, node, activator, setNodeRef, setActivatorNodeRef]);

  const translate = CSS.Translate.toString(transform) ?? '';
  React.useLayoutEffect(() => {
    const element = node.current;
    if (!element) return;
    element.style.transform = translate;
    element.style.transition = transition ?? '';
  }, [node, translate, transition]);
  React.useLayoutEffect(
    () => () => {
      const element = node.current;
      if (!element) return;
      element.style.transform = '';
      element.style.transition = '';
    },
    [node],
  );
  return null;
}
