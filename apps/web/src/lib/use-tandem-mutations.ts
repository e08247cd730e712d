import { type TandemMutations, tandemMutations } from '@tandem/api-client/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTandem } from './use-tandem';

/** The api-client's `mutationOptions` factories over the app's client and cache. */
export function useTandemMutations(): TandemMutations {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  return useMemo(() => tandemMutations(tandem, queryClient), [tandem, queryClient]);
}
