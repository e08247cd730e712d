import { Label, Switch } from '@tandem/ui/forms';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import type { ViewFormValues } from './view-dialog';

/** Props of {@link ShareViewSwitch}. */
export interface ShareViewSwitchProps {
  control: Control<ViewFormValues>;
  /** Whether the switch may be turned; its hint says why not. */
  canShare: boolean;
}

/** "Share with workspace": whether everyone in the workspace sees the view in their Views menu. */
export function ShareViewSwitch({ control, canShare }: ShareViewSwitchProps) {
  const shareId = useId();
  return (
    <Controller
      control={control}
      name="shared"
      render={({ field }) => (
        <div className="flex items-start justify-between gap-4 rounded-lg border border-border bg-subtle p-3">
          <div className="grid gap-0.5">
            <Label htmlFor={shareId}>Share with workspace</Label>
            <p id={`${shareId}-hint`} className="text-muted text-sm">
              {canShare
                ? 'Everyone in the workspace sees it in their Views menu.'
                : 'Only members who can edit share views: this one stays yours.'}
            </p>
          </div>
          <Switch
            id={shareId}
            aria-describedby={`${shareId}-hint`}
            checked={field.value}
            onCheckedChange={field.onChange}
            disabled={!canShare}
            className="mt-0.5"
          />
        </div>
      )}
    />
  );
}
