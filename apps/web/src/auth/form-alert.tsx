import { Banner } from '@tandem/ui/feedback';

/** A form-level error above the form (display `form` in the error catalogue of `@tandem/schemas`), announced at once. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Banner tone="danger" role="alert">
      {message}
    </Banner>
  );
}
