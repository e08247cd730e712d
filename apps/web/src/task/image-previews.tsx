import type { Attachment } from '@tandem/schemas';
import { useQueries } from '@tanstack/react-query';
import { useTandem } from '../lib/use-tandem';

/** Thumbnails are rendered by Storage: 128 px squares, shown at 64 px for sharp screens. */
const THUMBNAIL = { width: 128, height: 128, resize: 'cover' } as const;

/**
 * Small previews of the task's images, each from a signed URL that Storage resizes. The
 * URL lives 60 s, so it is signed again when older than 50 s rather than reused.
 */
export function ImagePreviews({ images }: { images: Attachment[] }) {
  const tandem = useTandem();
  const urls = useQueries({
    queries: images.map((image) => ({
      queryKey: ['attachment-thumbnail', image.id],
      queryFn: () => tandem.attachments.downloadUrl(image, { transform: THUMBNAIL }),
      staleTime: 50_000,
    })),
  });
  const shown = images.flatMap((image, index) => {
    const url = urls[index]?.data;
    return url ? [{ image, url }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Image previews" className="flex flex-wrap gap-2">
      {shown.map(({ image, url }) => (
        <li key={image.id}>
          <img
            src={url}
            alt={image.file_name}
            width={64}
            height={64}
            className="size-16 rounded-md object-cover"
            // A file typed as an image that Storage cannot render shows no broken picture.
            onError={(event) => {
              event.currentTarget.hidden = true;
            }}
          />
        </li>
      ))}
    </ul>
  );
}
