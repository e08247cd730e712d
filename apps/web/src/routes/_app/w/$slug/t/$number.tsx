import { createFileRoute } from '@tanstack/react-router';
import { loadTask } from '../../../../../task/load-task';
import { TaskPage } from '../../../../../task/task-page';
import { orInTrash } from '../../../../../trash/load-in-trash';
import { TrashedTaskNotice } from '../../../../../trash/trashed-task-notice';

/**
 * `/w/:slug/t/:number`: one task on its own page (deep link); a deleted one says it is in the
 * Trash.
 */
export const Route = createFileRoute('/_app/w/$slug/t/$number')({
  loader: (args) => orInTrash(() => loadTask(args), args),
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.crumb ?? 'Task'} · Tandem` }] }),
  staticData: { crumb: 'Task', fit: true },
  component: TaskRoute,
});

function TaskRoute() {
  const { slug } = Route.useParams();
  const data = Route.useLoaderData();
  if ('inTrash' in data) return <TrashedTaskNotice key={data.number} inTrash={data.inTrash} />;
  return <TaskPage key={data.number} slug={slug} boardId={data.boardId} number={data.number} />;
}
