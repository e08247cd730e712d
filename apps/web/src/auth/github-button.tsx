import { Button } from '@tandem/ui/actions';
import { Divider } from '@tandem/ui/display';
import { GitHubMark } from '@tandem/ui/workspace';
import { useState } from 'react';
import { useTandem } from '../lib/use-tandem';
import { formMessageOf } from './server-error';

/** Props of {@link GitHubButton}. */
export interface GitHubButtonProps {
  /** Where to go once signed in. */
  next: string | undefined;
  /** A message for above the form when the sign-in could not start. */
  onFormError: (message: string | null) => void;
}

/**
 * "Continue with GitHub" above an "or" line: the browser leaves for GitHub and comes back to
 * `/auth/callback`.
 */
export function GitHubButton({ next, onFormError }: GitHubButtonProps) {
  const tandem = useTandem();
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <Button
        size="lg"
        loading={leaving}
        onClick={async () => {
          setLeaving(true);
          try {
            await tandem.auth.signInWithGitHub({ next });
          } catch (error) {
            setLeaving(false);
            onFormError(formMessageOf(error));
          }
        }}
      >
        {leaving ? null : <GitHubMark />}
        Continue with GitHub
      </Button>
      <Divider label="or" />
    </>
  );
}
