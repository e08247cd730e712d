import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link TaskDetailPanel}. */
export interface TaskDetailPanelProps extends Omit<React.ComponentProps<'article'>, 'title'> {
  /** The task number, shown as "#42". */
  number: number;
  /** The title, or an editable title field. */
  title: React.ReactNode;
  /** Actions at the top end (menu, close). */
  actions?: React.ReactNode;
  /** A line under the title, e.g. "being edited by Grace". */
  banner?: React.ReactNode;
  /** The description (rendered markdown or an editor). */
  description?: React.ReactNode;
  /** Properties column: status, priority, assignee, due date, labels. */
  properties?: React.ReactNode;
  /** The lower part of the main column: attachments, comments, activity. */
  children?: React.ReactNode;
  /**
   * Draw it as a card (border, rounded corners, shadow) from `sm` up, for a page of its own
   * rather than a side panel. @default false
   */
  framed?: boolean;
}

/**
 * The frame of a task's page or side panel: header with number, title and actions, a main
 * column (description, then `children`) and a properties column beside it, which on narrow
 * screens sits right under the title, before the description, comments and history.
 */
export function TaskDetailPanel({
  number,
  title,
  actions,
  banner,
  description,
  properties,
  children,
  framed = false,
  className,
  ...props
}: TaskDetailPanelProps) {
  return (
    <article
      className={cn(
        '@container flex h-full min-h-0 flex-col bg-surface text-fg',
        framed && 'sm:rounded-xl sm:border sm:border-border sm:shadow-sm',
        className,
      )}
      {...props}
    >
      <header className="flex items-center gap-2 border-border border-b px-5 py-3">
        <span className="font-medium text-faint text-sm tabular-nums">#{number}</span>
        <div className="ms-auto flex items-center gap-1">{actions}</div>
      </header>
      {/*
        One column when narrow (a phone): title, then the properties (status, priority,
        assignee), then description, files, comments and history, so what a task is about
        comes first. Wide: the properties are a sidebar beside both.
      */}
      <div className="grid min-h-0 flex-1 grid-cols-1 content-start overflow-y-auto @2xl:grid-cols-[minmax(0,1fr)_16rem] @2xl:grid-rows-[auto_1fr]">
        <div className="flex min-w-0 flex-col gap-2 px-5 pt-5 pb-4">
          <h2 className="break-words font-semibold text-xl leading-snug [overflow-wrap:anywhere]">
            {title}
          </h2>
          {banner}
        </div>
        {properties ? (
          <aside
            aria-label="Properties"
            className="flex flex-col gap-3 border-border border-y px-5 py-4 @2xl:col-start-2 @2xl:row-span-2 @2xl:row-start-1 @2xl:border-y-0 @2xl:border-s @2xl:py-5"
          >
            {properties}
          </aside>
        ) : null}
        <div className="flex min-w-0 flex-col gap-5 px-5 pt-4 pb-5 @2xl:pt-1">
          {description ? <section aria-label="Description">{description}</section> : null}
          {children}
        </div>
      </div>
    </article>
  );
}

/** Props of {@link TaskProperty}. */
export interface TaskPropertyProps {
  /** The property name ("Status"). */
  label: string;
  /** Its value or control. */
  children: React.ReactNode;
}

/** One labelled row of the properties column. */
export function TaskProperty({ label, children }: TaskPropertyProps) {
  return (
    <div className="grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-2 text-sm @2xl:grid-cols-1 @2xl:gap-1">
      <span className="text-muted text-xs">{label}</span>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
