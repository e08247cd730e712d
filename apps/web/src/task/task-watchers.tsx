import { tandemKeys } from '@tandem/api-client/react-query';
import { Button } from '@tandem/ui/actions';
import type { BoardPerson } from '@tandem/ui/board';
import { TaskSection } from '@tandem/ui/task';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useEffect } from 'react';
import { useTandem } from '../lib/use-tandem';
import { useTandemQueries } from '../lib/use-tandem-queries';

/** Props of {@link TaskWatchers}. */
export interface TaskWatchersProps {
  taskId: string;
  people: ReadonlyMap<string, BoardPerson>;
  /** The signed-in user. */
  selfId: string | undefined;
}

/** Keeps the task's watchers current while it is open: others starting or stopping to watch. */
function useLiveWatchers(taskId: string) {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: tandemKeys.watchers(taskId) });
    const subscription = tandem.realtime.subscribeTask(taskId, {
      onWatcherAdded: refresh,
      onWatcherRemoved: refresh,
      onResync: refresh,
    });
    return () => void subscription.unsubscribe();
  }, [tandem, queryClient, taskId]);
}

/**
 * Who hears about the task's comments and state changes, live, and the signed-in user's
 * Watch / Stop watching button (anyone who sees the task may watch it, viewers included).
 */
export function TaskWatchers({ taskId, people, selfId }: TaskWatchersProps) {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const watchers = useQuery(useTandemQueries().watchers.list(taskId));
  useLiveWatchers(taskId);
  const watching = Boolean(selfId && watchers.data?.some((w) => w.user_id === selfId));
  const toggle = useMutation({
    mutationFn: () =>
      watching ? tandem.watchers.unwatch({ taskId }) : tandem.watchers.watch({ taskId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tandemKeys.watchers(taskId) }),
  });
  // Someone who has left the workspace still watches nothing: their watch is dropped.
  const names = (watchers.data ?? []).flatMap((w) => {
    const person = people.get(w.user_id);
    return person ? [w.user_id === selfId ? `${person.name} (you)` : person.name] : [];
  });
  return (
    <TaskSection title="Watchers">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 flex-1 text-muted text-sm" aria-live="polite">
          {watchers.isPending
            ? 'Loading…'
            : names.length > 0
              ? names.join(', ')
              : 'Nobody watches this task.'}
        </p>
        {selfId ? (
          <Button
            size="sm"
            variant="ghost"
            loading={toggle.isPending}
            disabled={watchers.isPending}
            aria-pressed={watching}
            onClick={() => toggle.mutate()}
          >
            {watching ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {watching ? 'Stop watching' : 'Watch'}
          </Button>
        ) : null}
      </div>
    </TaskSection>
  );
}
