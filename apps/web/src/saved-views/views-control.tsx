import type { ViewUpdate } from '@tandem/api-client';
import type { SavedView } from '@tandem/schemas';
import { useEffect, useRef, useState } from 'react';
import { notifyError } from '../lib/notify-error';
import { LazyViewDialog } from './lazy-view-dialog';
import { useSavedViews } from './use-saved-views';
import { useViewActions } from './use-view-actions';
import type { ViewFormValues } from './view-dialog';
import { showsView, viewQueryOf } from './view-query';
import { ViewsMenu } from './views-menu';

/** Props of {@link ViewsControl}. */
export interface ViewsControlProps {
  boardId: string;
  selfId: string | undefined;
  /** The board's validated search params, as the URL has them. */
  search: Readonly<Record<string, unknown>>;
  /** The id of the view the URL names (`?saved=`). */
  activeId: string | undefined;
  /** Shows a view: its params replace the board's, and the URL names it. */
  onApply: (view: SavedView) => void;
  /** Names a view in the URL (just saved), or none (deleted), leaving the params alone. */
  onActivate: (viewId: string | undefined) => void;
  /** Members and up share views. */
  canShare: boolean;
  /** Admins and the owner manage others' shared views. */
  canManageShared: boolean;
  ownerName: (userId: string) => string | undefined;
}

const NEW_VIEW: ViewFormValues = { name: '', shared: false };

/**
 * A link that names a view and nothing else (`?saved=<id>`, as people paste it) shows the view:
 * its params are applied once, when the view is first known. Only on arrival: clearing the
 * filters of a view on screen later leaves them cleared.
 */
function useApplyBareLink(
  active: SavedView | undefined,
  activeId: string | undefined,
  search: Readonly<Record<string, unknown>>,
  apply: (view: SavedView) => void,
) {
  const checked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!activeId || checked.current === activeId) return;
    if (!active) return; // Not loaded yet, or not a view this person sees.
    checked.current = activeId;
    const bare = Object.keys(viewQueryOf(search)).length === 0;
    if (bare && !showsView(search, active.query)) apply(active);
  }, [active, activeId, search, apply]);
}

/** The board's saved views: the Views menu and its save and rename dialog. */
export function ViewsControl(props: ViewsControlProps) {
  const { boardId, selfId, search, activeId } = props;
  const views = useSavedViews(boardId, selfId);
  const actions = useViewActions(boardId, selfId);
  const [dialog, setDialog] = useState<{ view?: SavedView; initial: ViewFormValues } | null>(null);
  const active = [...views.mine, ...views.shared].find((view) => view.id === activeId);
  const edited = Boolean(active && !showsView(search, active.query));
  useApplyBareLink(active, activeId, search, props.onApply);
  const isMine = (view: SavedView) => view.owner_id === selfId;

  const submit = async ({ name, shared }: ViewFormValues) => {
    const renaming = dialog?.view;
    if (!renaming) {
      const view = await actions.save({ name, shared, query: viewQueryOf(search) });
      props.onActivate(view.id);
      return;
    }
    const changes: ViewUpdate['changes'] = {};
    if (name !== renaming.name) changes.name = name;
    if (shared !== renaming.shared) changes.shared = shared;
    if (Object.keys(changes).length === 0) return;
    const message =
      changes.shared === undefined
        ? `Renamed view to “${name}”`
        : shared
          ? `Shared “${name}” with the workspace`
          : `“${name}” is yours only now`;
    await actions.change(renaming, changes, message);
  };

  return (
    <>
      <ViewsMenu
        views={views}
        active={active}
        edited={edited}
        canManage={(view) => isMine(view) || (view.shared && props.canManageShared)}
        ownerName={(view) => (isMine(view) ? undefined : props.ownerName(view.owner_id))}
        onApply={props.onApply}
        onSave={() => setDialog({ initial: NEW_VIEW })}
        onSaveChanges={(view) =>
          void actions
            .change(view, { query: viewQueryOf(search) }, `Saved changes to “${view.name}”`)
            .catch(notifyError)
        }
        onRename={(view) => setDialog({ view, initial: { name: view.name, shared: view.shared } })}
        onDelete={(view) => {
          actions.remove(view);
          if (view.id === activeId) props.onActivate(undefined);
        }}
      />
      <LazyViewDialog
        open={dialog !== null}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        title={dialog?.view ? 'Rename view' : 'Save view'}
        submitLabel={dialog?.view ? 'Save' : 'Save view'}
        initial={dialog?.initial ?? NEW_VIEW}
        canShare={props.canShare && (!dialog?.view || isMine(dialog.view))}
        onSubmit={submit}
      />
    </>
  );
}
