import { type TandemQueries, tandemQueries } from '@tandem/api-client/react-query';
import { useMemo } from 'react';
import { useTandem } from './use-tandem';

/** The api-client's `queryOptions` factories over the app's client. */
export function useTandemQueries(): TandemQueries {
  const tandem = useTandem();
  return useMemo(() => tandemQueries(tandem), [tandem]);
}
