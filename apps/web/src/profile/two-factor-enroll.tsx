import { zodResolver } from '@hookform/resolvers/zod';
import { isTandemError, toTandemError } from '@tandem/api-client';
import { Button, CopyButton } from '@tandem/ui/actions';
import { Form } from '@tandem/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../auth/form-alert';
import { TotpCodeField } from '../auth/totp-code-field';
import { type TotpCodeForm, totpCodeFormSchema } from '../auth/totp-code-form';
import { useTandem } from '../lib/use-tandem';

/** What a started enrollment shows: the QR code, the key to type instead, the factor. */
export interface Enrollment {
  factorId: string;
  qrCode: string;
  secret: string;
}

/** Props of {@link TwoFactorEnroll}. */
export interface TwoFactorEnrollProps {
  enrollment: Enrollment;
  /** The code confirmed the app: two-factor authentication is on. */
  onEnabled: () => void;
  /** Cancelled: the unfinished factor should go. */
  onCancel: () => void;
}

/** What to do, in order; the list numbers them. */
const STEPS = [
  'Open an authenticator app such as 1Password, Google Authenticator or Authy.',
  'Scan the QR code, or type the key.',
  'Enter the 6-digit code the app shows for Tandem.',
];

/** The key in groups of four, as authenticator apps print it, easier to type. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Setting up an authenticator app: scan the QR code (or type the key), then confirm with the
 * code the app shows, which turns two-factor authentication on.
 */
export function TwoFactorEnroll({ enrollment, onEnabled, onCancel }: TwoFactorEnrollProps) {
  const tandem = useTandem();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TotpCodeForm>({
    resolver: zodResolver(totpCodeFormSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await tandem.auth.challengeAndVerify({ factorId: enrollment.factorId, code });
      onEnabled();
    } catch (error) {
      const message = isTandemError(error) ? error.fieldErrors.code?.[0] : undefined;
      if (message) form.setError('code', { type: 'server', message }, { shouldFocus: true });
      else setFormError(toTandemError(error).message);
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <ol className="flex flex-col gap-2 text-muted text-sm">
        {STEPS.map((step, index) => (
          <li key={step} className="flex items-start gap-2">
            <span
              aria-hidden="true"
              className="flex size-5 shrink-0 items-center justify-center rounded-full bg-subtle font-medium text-fg text-xs"
            >
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        <img
          src={enrollment.qrCode}
          alt="QR code to scan with your authenticator app"
          width={192}
          height={192}
          className="shrink-0 rounded-md border border-border bg-white p-1"
        />
        <Form onSubmit={submit} className="w-full min-w-0">
          <FormAlert message={formError} />
          <div className="flex flex-col gap-2">
            <p className="font-medium text-fg text-sm">Key</p>
            {/* Groups of four wrap at their spaces, so the whole key stays readable on phones. */}
            <div className="flex flex-wrap items-center gap-2">
              <code className="rounded-md bg-subtle px-2 py-1 font-mono text-fg text-sm tracking-wide">
                {grouped(enrollment.secret)}
              </code>
              <CopyButton value={enrollment.secret} label="Copy key" />
            </div>
            <p className="text-muted text-xs">If you cannot scan, type this key into the app.</p>
          </div>
          <TotpCodeField registration={form.register('code')} error={errors.code?.message} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="primary" loading={isSubmitting}>
              Turn on
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
          </div>
        </Form>
      </div>
    </div>
  );
}
