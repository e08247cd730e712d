import type { MagicLinkInput } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { Field, Form, Input } from '@tandem/ui/forms';
import { useForm } from 'react-hook-form';
import { useTandem } from '../lib/use-tandem';
import { useLazyResolver } from './lazy-resolver';
import { applyServerError } from './server-error';

const FIELDS = ['email'] as const;

/** Props of {@link MagicLinkForm}. */
export interface MagicLinkFormProps {
  /** Where the link returns to once opened. */
  next: string | undefined;
  /** The link was sent to this address. */
  onSent: (email: string) => void;
  /** A message for above the form, or `null` to clear it. */
  onFormError: (message: string | null) => void;
}

/** "Email me a sign-in link": one email field. */
export function MagicLinkForm({ next, onSent, onFormError }: MagicLinkFormProps) {
  const tandem = useTandem();
  const form = useForm<MagicLinkInput>({
    resolver: useLazyResolver('magicLink'),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    onFormError(null);
    try {
      await tandem.auth.sendMagicLink(input, { next });
      onSent(input.email);
    } catch (error) {
      onFormError(applyServerError(error, form.setError, FIELDS));
    }
  });

  return (
    <Form onSubmit={submit}>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
      </Field>
      <Button type="submit" variant="primary" size="lg" loading={isSubmitting}>
        Email me a sign-in link
      </Button>
    </Form>
  );
}
