/** The event the palette sends to ask the board on screen for its "new task" dialog. */
const NEW_TASK_EVENT = 'tandem:new-task';

/** Asks the board on screen to open its "new task" dialog. */
export function requestNewTask(): void {
  window.dispatchEvent(new Event(NEW_TASK_EVENT));
}

/** Calls `listener` when the palette asks for a new task; returns the clean-up. */
export function onNewTaskRequest(listener: () => void): () => void {
  window.addEventListener(NEW_TASK_EVENT, listener);
  return () => window.removeEventListener(NEW_TASK_EVENT, listener);
}
