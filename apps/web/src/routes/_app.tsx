import { createFileRoute } from '@tanstack/react-router';
import { AppFrame } from '../app/app-frame';
import { requireSession } from '../session/guards';

/** Every signed-in page: the guard, then the frame (top bar, switcher, breadcrumbs, user menu). */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireSession,
  component: AppFrame,
});
