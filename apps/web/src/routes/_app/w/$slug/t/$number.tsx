import { createFileRoute } from '@tanstack/react-router';
import { loadTask } from '../../../../../task/load-task';
import { TaskPage } from '../../../../../task/task-page';

/** `/w/:slug/t/:number`: one task on its own page (deep link). */
export const Route = createFileRoute('/_app/w/$slug/t/$number')({
  loader: loadTask,
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.crumb ?? 'Task'} · Tandem` }] }),
  staticData: { crumb: 'Task', fit: true },
  component: TaskRoute,
});

function TaskRoute() {
  const { slug } = Route.useParams();
  const { boardId, number } = Route.useLoaderData();
  return <TaskPage key={number} slug={slug} boardId={boardId} number={number} />;
}
