import type { Passkey } from '@tandem/api-client';
import { toTandemError } from '@tandem/api-client';
import { Button } from '@tandem/ui/actions';
import { Field, Form, Input } from '@tandem/ui/forms';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@tandem/ui/overlays';
import { useState } from 'react';
import { FormAlert } from '../auth/form-alert';
import { formMessageOf } from '../auth/server-error';
import { useTandem } from '../lib/use-tandem';

/** Longest passkey name the auth server accepts. */
const NAME_MAX_LENGTH = 120;

/** Props of {@link RenamePasskeyDialog}. */
export interface RenamePasskeyDialogProps {
  /** The passkey to rename, or `null` while closed. */
  passkey: Passkey | null;
  /** Closes the dialog. */
  onClose: () => void;
  /** Called with the renamed passkey. */
  onRenamed: (passkey: Passkey) => void | Promise<void>;
}

function RenameForm({
  passkey,
  onClose,
  onRenamed,
}: RenamePasskeyDialogProps & { passkey: Passkey }) {
  const tandem = useTandem();
  const [name, setName] = useState(passkey.name ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  return (
    <Form
      onSubmit={async (event) => {
        event.preventDefault();
        setSaving(true);
        setFormError(null);
        try {
          await onRenamed(await tandem.auth.renamePasskey({ id: passkey.id, name }));
          onClose();
        } catch (error) {
          const field = toTandemError(error).fieldErrors.name?.[0];
          setFieldError(field);
          if (!field) setFormError(formMessageOf(error));
        } finally {
          setSaving(false);
        }
      }}
    >
      <FormAlert message={formError} />
      <Field
        label="Name"
        description="Say where it lives, like “Work laptop” or “Phone”."
        error={fieldError}
        count={{ length: [...name].length, max: NAME_MAX_LENGTH }}
      >
        <Input
          autoFocus
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="primary" loading={saving}>
          Save
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Rename passkey": a name that says which device holds it. */
export function RenamePasskeyDialog({ passkey, onClose, onRenamed }: RenamePasskeyDialogProps) {
  return (
    <Dialog open={passkey !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Rename passkey" size="sm">
        {passkey ? <RenameForm passkey={passkey} onClose={onClose} onRenamed={onRenamed} /> : null}
      </DialogContent>
    </Dialog>
  );
}
