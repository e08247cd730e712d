import { Button } from '@tandem/ui/actions';
import { MagicLinkForm } from './magic-link-form';
import { PasswordSignInForm } from './password-sign-in-form';
import type { SignInStep } from './sign-in-step';

/** Props of {@link SignInMethods}. */
export interface SignInMethodsProps {
  /** The "email me a link" form, else the password form. */
  withLink: boolean;
  /** Where to go once signed in. */
  next: string | undefined;
  onFormError: (message: string | null) => void;
  /** Moves the page to another step. */
  onStep: (step: SignInStep) => void;
  /** Signed in, with nothing more to ask. */
  onSignedIn: () => void;
}

/**
 * The page's email methods: the password form with "Email me a sign-in link", or the link
 * form with "Sign in with a password instead".
 */
export function SignInMethods({
  withLink,
  next,
  onFormError,
  onStep,
  onSignedIn,
}: SignInMethodsProps) {
  if (withLink) {
    return (
      <>
        <MagicLinkForm
          next={next}
          onFormError={onFormError}
          onSent={(email) => onStep({ kind: 'link-sent', email })}
        />
        <Button variant="ghost" onClick={() => onStep({ kind: 'password' })}>
          Sign in with a password instead
        </Button>
      </>
    );
  }
  return (
    <>
      <PasswordSignInForm
        onFormError={(message) => {
          onFormError(message);
          onStep({ kind: 'password' });
        }}
        onUnconfirmed={(email) => onStep({ kind: 'unconfirmed', email })}
        onSignedIn={onSignedIn}
        onNeedsCode={() => onStep({ kind: 'code' })}
      />
      <Button
        variant="ghost"
        onClick={() => {
          onFormError(null);
          onStep({ kind: 'link' });
        }}
      >
        Email me a sign-in link
      </Button>
    </>
  );
}
