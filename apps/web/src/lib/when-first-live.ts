import type { ChannelStatus } from '@tandem/api-client';

/**
 * An `onStatus` handler that calls `catchUp` the first time the channel is live. What a page
 * read before its channel joined misses every change made in between (the channel only carries
 * what happens after the join), so each live list reads itself again once, at the join.
 */
export function whenFirstLive(catchUp: () => void): (status: ChannelStatus) => void {
  let joined = false;
  return (status) => {
    if (status !== 'live' || joined) return;
    joined = true;
    catchUp();
  };
}
