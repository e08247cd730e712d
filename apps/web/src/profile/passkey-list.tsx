import type { Passkey } from '@tandem/api-client';
import { PasskeyRow } from './passkey-row';

/** Props of {@link PasskeyList}. */
export interface PasskeyListProps {
  passkeys: readonly Passkey[];
  /** The passkey being removed, if any. */
  removingId: string | null;
  onRename: (passkey: Passkey) => void;
  onRemove: (passkey: Passkey) => void;
}

/** The user's passkeys, each with its rename and remove controls. */
export function PasskeyList({ passkeys, removingId, onRename, onRemove }: PasskeyListProps) {
  return (
    <ul aria-label="Your passkeys">
      {passkeys.map((passkey) => (
        <li
          key={passkey.id}
          className="border-border border-t pt-4 first:border-t-0 first:pt-0 [&+li]:mt-4"
        >
          <PasskeyRow
            passkey={passkey}
            removing={removingId === passkey.id}
            onRename={() => onRename(passkey)}
            onRemove={() => onRemove(passkey)}
          />
        </li>
      ))}
    </ul>
  );
}
