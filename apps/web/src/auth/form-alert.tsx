import { Banner } from '@tandem/ui/feedback';

/** A form-level error above the form (PRODUCT.md §8, display `form`), announced at once. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Banner tone="danger" role="alert">
      {message}
    </Banner>
  );
}
