import type { BackendContext } from '../context.js';
import type { Hub } from './hub.js';
import type { TableCatalog } from './tables.js';

/** What every connection shares. */
export interface RealtimeServices {
  ctx: BackendContext;
  hub: Hub;
  catalog: TableCatalog;
}
