import type { FileRejection } from './file-rules';

/** The files a zone refused, each with its reason, in a live region (empty: hidden). */
export function RefusedFiles({ rejections }: { rejections: readonly FileRejection[] }) {
  return (
    <ul aria-live="polite" aria-label="Refused files" className="flex flex-col gap-1 empty:hidden">
      {rejections.map((rejection) => (
        <li key={`${rejection.file.name}-${rejection.code}`} className="text-danger-text text-xs">
          {rejection.message}
        </li>
      ))}
    </ul>
  );
}
