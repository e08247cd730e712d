import type { NotificationChannelChoice } from '@tandem/api-client';
import { tandemKeys } from '@tandem/api-client/react-query';
import { NOTIFICATION_SETTINGS, type NotificationSetting } from '@tandem/schemas';
import { ListSkeleton, toast } from '@tandem/ui/feedback';
import { Switch } from '@tandem/ui/forms';
import { SettingsSection } from '@tandem/ui/workspace';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryErrorState } from '../lib/query-error-state';
import { useTandem } from '../lib/use-tandem';
import { useTandemQueries } from '../lib/use-tandem-queries';

type Channel = 'inApp' | 'email';

/** A change the person asked for: one row's channel on or off. */
interface Change {
  row: NotificationSetting;
  channel: Channel;
  on: boolean;
}

/** Saves a change optimistically; a refusal puts the switch back and says so. */
function useSaveChoice() {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const key = tandemKeys.notificationPreferences();
  return useMutation({
    mutationFn: async ({ row, channel, on }: Change) => {
      const current = queryClient.getQueryData<NotificationChannelChoice[]>(key) ?? [];
      await Promise.all(
        row.kinds.map((kind) => {
          const choice = current.find((c) => c.kind === kind) ?? {
            kind,
            inApp: true,
            email: false,
          };
          return tandem.notifications.preferences.set({ ...choice, [channel]: on });
        }),
      );
    },
    onMutate: async ({ row, channel, on }: Change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationChannelChoice[]>(key);
      queryClient.setQueryData<NotificationChannelChoice[]>(key, (choices) =>
        choices?.map((c) => (row.kinds.includes(c.kind) ? { ...c, [channel]: on } : c)),
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      queryClient.setQueryData(key, context?.before);
      toast.error('Your notification setting could not be saved. Try again.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/**
 * Per kind of notification, whether it shows in the inbox and whether it is emailed (in the
 * digest): a table of switches, each named for what it does ("Email me when I'm mentioned").
 */
export function NotificationPreferences() {
  const preferences = useQuery(useTandemQueries().notifications.preferences());
  const save = useSaveChoice();
  const isOn = (row: NotificationSetting, channel: Channel) =>
    row.kinds.some((kind) => preferences.data?.find((c) => c.kind === kind)?.[channel]);

  return (
    <SettingsSection
      id="notifications"
      title="Notification settings"
      description="What reaches your inbox in Tandem, and what is emailed to you in a digest a few minutes later if you have not seen it."
    >
      {preferences.isError ? (
        <QueryErrorState error={preferences.error} onRetry={() => preferences.refetch()} />
      ) : preferences.data ? (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Where each kind of notification reaches you</caption>
          <thead>
            <tr className="border-border border-b text-muted text-xs">
              <th scope="col" className="w-full py-2 text-start font-medium">
                Notify me about
              </th>
              <th scope="col" className="whitespace-nowrap px-2 py-2 text-center font-medium">
                In Tandem
              </th>
              <th scope="col" className="whitespace-nowrap px-2 py-2 text-center font-medium">
                By email
              </th>
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_SETTINGS.map((row) => (
              <tr key={row.id} className="border-border border-b">
                <th scope="row" className="py-2.5 text-start font-normal text-fg">
                  {row.title}
                </th>
                {(['inApp', 'email'] as const).map((channel) => (
                  <td key={channel} className="px-2 py-2.5 text-center">
                    <Switch
                      aria-label={`${channel === 'email' ? 'Email me' : 'Notify me in Tandem'} ${row.when}`}
                      checked={isOn(row, channel)}
                      onCheckedChange={(on) => save.mutate({ row, channel, on })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ListSkeleton rows={4} label="Loading your notification settings…" />
      )}
    </SettingsSection>
  );
}
