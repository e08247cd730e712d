import { toTandemError } from '@tandem/api-client';
import { tandemMutations } from '@tandem/api-client/react-query';
import { ERROR_CATALOGUE, type Profile } from '@tandem/schemas';
import { toast } from '@tandem/ui/feedback';
import { AvatarPicker } from '@tandem/ui/forms';
import { AVATAR_RULES, checkFile, formatBytes } from '@tandem/ui/task';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AVATAR_PREVIEW } from '../lib/avatar-sizes';
import { useTandem } from '../lib/use-tandem';
import { useTandemMutations } from '../lib/use-tandem-mutations';
import { offerDeferredDeleteUndo } from '../undo/deferred-delete-undo';
import { DEFERRED_DELETE_MS, deferDelete, deferredDeleteKey } from '../undo/deferred-deletes';
import { runMutation } from '../undo/run-mutation';

/**
 * The profile picture: a picked file is checked here first (2 MiB, PNG/JPEG/WebP/GIF: the
 * `storage/too-large` and `storage/type-not-allowed` rules), previewed at once from an object
 * URL, then uploaded; the api-client checks again before any request. Removing it can be
 * undone: the file is kept until the undo window has passed.
 */
export function AvatarField({ profile }: { profile: Profile }) {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const mutations = useTandemMutations();
  const upload = useMutation(mutations.profiles.uploadAvatar());
  const update = useMutation(mutations.profiles.update());
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // An object URL holds the file in memory until revoked.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  function select(file: File) {
    const rejection = checkFile(file, AVATAR_RULES);
    if (rejection) {
      setError(
        rejection.code === 'storage/too-large'
          ? `${file.name} is larger than ${formatBytes(AVATAR_RULES.maxBytes)}.`
          : ERROR_CATALOGUE['storage/type-not-allowed'].message,
      );
      return;
    }
    setError(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(
      { file, fileName: file.name, mimeType: file.type },
      {
        onSuccess: () => toast.success('Your picture has been updated.'),
        onError: (failure) => {
          setPreview(null);
          const tandemError = toTandemError(failure);
          if (tandemError.display === 'field') setError(tandemError.message);
        },
      },
    );
  }

  /** The picture is off the profile; its file waits out the undo window. */
  function offerRestore(path: string) {
    const entry = {
      kind: 'avatar-file',
      userId: profile.id,
      dueAt: Date.now() + DEFERRED_DELETE_MS,
      path,
    } as const;
    deferDelete(tandem, queryClient, entry);
    offerDeferredDeleteUndo({
      key: deferredDeleteKey(entry),
      scope: 'profile',
      deleted: 'Your picture has been removed.',
      what: 'removing your picture',
      restored: 'Your picture is back.',
      putBack: () =>
        runMutation(queryClient, tandemMutations(tandem, queryClient).profiles.update(), {
          avatarPath: path,
        }),
    });
  }

  return (
    <AvatarPicker
      name={profile.display_name}
      src={preview ?? tandem.profiles.avatarUrl(profile.avatar_path, AVATAR_PREVIEW)}
      busy={upload.isPending || update.isPending}
      error={error}
      onSelect={select}
      onRemove={() => {
        setPreview(null);
        const previous = profile.avatar_path;
        update.mutate(
          { avatarPath: null },
          { onSuccess: () => (previous ? offerRestore(previous) : undefined) },
        );
      }}
    />
  );
}
