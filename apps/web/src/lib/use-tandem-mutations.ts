import {
  type TandemMutations,
  useTandemMutations as useMutationsOf,
} from '@tandem/api-client/react-query';
import { useTandem } from './use-tandem';

/** The api-client's `mutationOptions` factories over the app's client and cache. */
export function useTandemMutations(): TandemMutations {
  return useMutationsOf(useTandem());
}
