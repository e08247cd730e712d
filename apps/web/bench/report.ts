import { readFileSync, writeFileSync } from 'node:fs';

/**
 * One engine's figures from one run (ms unless named); medians unless p95. Load figures without
 * "Warm" in their name are of cold visits (no persisted query cache, no HTTP cache), as every
 * load was before the app kept one. Fields added since the first baseline are optional, so an
 * older baseline still reads.
 */
export interface EngineResult {
  engine: string;
  tasks: number;
  loadRuns: number;
  /** 1-, 5- and 15-minute load averages at the end of the engine's run. */
  loadAverage: number[];
  /** The Node.js that ran the bench and its backend (`process.version`). */
  node?: string;
  firstCardMs: number;
  /** A return visit: painted from the persisted query cache. */
  firstCardWarmMs?: number;
  /** Warm visits whose first card came before the board's tasks arrived (of `loadRuns`). */
  warmFromCache?: number;
  allColumnsMs: number;
  allColumnsWarmMs?: number;
  dataArrivedMs: number;
  appDataRequestMs: number;
  bareQueryMs: number;
  longTasks: number;
  longTaskTotalMs: number;
  longTaskTotalWarmMs?: number;
  heapMb: number;
  /** Visits (cold and warm each) on the emulated slow network, and its conditions. */
  slowRuns?: number;
  slowNetwork?: { latencyMs: number; downloadBytesPerS: number; uploadBytesPerS: number };
  slowFirstCardColdMs?: number;
  slowFirstCardWarmMs?: number;
  slowWarmFromCache?: number;
  editToOtherPageP50Ms: number;
  editToOtherPageP95Ms: number;
  /** Editor's Enter → its write request sent. */
  editSendP50Ms?: number;
  /** The editor's write request, sent to answered. */
  editWriteP50Ms?: number;
  /** Editor's Enter → the realtime message in the other page. */
  editDeliveredP50Ms?: number;
  editDeliveredP95Ms?: number;
  /** That message → the card painted in the other page. */
  editRenderP50Ms?: number;
  editRenderP95Ms?: number;
  moveFrameP50Ms: number;
  moveFrameP95Ms: number;
  pickFrameP50Ms: number;
  pickFrameP95Ms?: number;
  dropFrameP50Ms: number;
  dropFrameP95Ms?: number;
  /** The list view sorted and scrolled, and the calendar paged and scrolled: long tasks. */
  listLongestTaskMs?: number;
  listLongTasks?: number;
  calendarLongestTaskMs?: number;
  calendarLongTasks?: number;
  /** The larger board: its size, its visits (cold and warm each), and its figures. */
  largeTasks?: number;
  largeLoadRuns?: number;
  largeFirstCardColdMs?: number;
  largeFirstCardWarmMs?: number;
  largeAllColumnsColdMs?: number;
  largeAllColumnsWarmMs?: number;
  largeHeapMb?: number;
  largeMoveFrameP50Ms?: number;
  largeMoveFrameP95Ms?: number;
  largePickFrameP95Ms?: number;
  largeDropFrameP95Ms?: number;
  largeEditToOtherPageP50Ms?: number;
  largeEditToOtherPageP95Ms?: number;
}

type Figure = keyof EngineResult;

/**
 * A row of the printed table: what, which figure, and the aim when there is one (met when the
 * figure, or its p95 when the row has one, is at most the aim).
 */
interface Row {
  label: string;
  key: Figure;
  p95?: Figure;
  aim?: number;
}

/** The rows of the printed table, the main board's first, then the larger board's. */
const ROWS: Row[] = [
  { label: 'first card, cold visit (no persisted cache)', key: 'firstCardMs', aim: 500 },
  { label: 'first card, warm visit (persisted cache)', key: 'firstCardWarmMs', aim: 200 },
  { label: '  warm visits painted before the tasks came (count)', key: 'warmFromCache' },
  { label: 'all columns interactive, cold', key: 'allColumnsMs' },
  { label: 'all columns interactive, warm', key: 'allColumnsWarmMs' },
  { label: 'tasks data arrived (from navigation), cold', key: 'dataArrivedMs' },
  { label: 'tasks request in the app, cold', key: 'appDataRequestMs' },
  { label: 'same query, bare supabase-js (Node)', key: 'bareQueryMs' },
  { label: 'long tasks during load (count), cold', key: 'longTasks' },
  { label: 'long tasks during load (total), cold', key: 'longTaskTotalMs' },
  { label: 'long tasks during load (total), warm', key: 'longTaskTotalWarmMs' },
  { label: 'JS heap after load (MB), cold', key: 'heapMb' },
  { label: 'slow network: first card, cold', key: 'slowFirstCardColdMs', aim: 2500 },
  { label: 'slow network: first card, warm', key: 'slowFirstCardWarmMs', aim: 200 },
  { label: '  warm visits painted before the tasks came (count)', key: 'slowWarmFromCache' },
  {
    label: 'edit in page A → painted in page B',
    key: 'editToOtherPageP50Ms',
    p95: 'editToOtherPageP95Ms',
    aim: 100,
  },
  { label: '  of which: Enter → write sent (page A)', key: 'editSendP50Ms' },
  { label: '  of which: write request', key: 'editWriteP50Ms' },
  {
    label: '  of which: Enter → realtime message in B',
    key: 'editDeliveredP50Ms',
    p95: 'editDeliveredP95Ms',
  },
  {
    label: '  of which: message → painted (page B)',
    key: 'editRenderP50Ms',
    p95: 'editRenderP95Ms',
  },
  { label: 'keyboard pick-up, frame work', key: 'pickFrameP50Ms', p95: 'pickFrameP95Ms', aim: 16 },
  { label: 'keyboard move, frame work', key: 'moveFrameP50Ms', p95: 'moveFrameP95Ms', aim: 16 },
  { label: 'keyboard drop, frame work', key: 'dropFrameP50Ms', p95: 'dropFrameP95Ms', aim: 16 },
  { label: 'list view: longest task, sorting and scrolling', key: 'listLongestTaskMs', aim: 50 },
  { label: '  long tasks (count)', key: 'listLongTasks' },
  {
    label: 'calendar: longest task, paging and scrolling',
    key: 'calendarLongestTaskMs',
    aim: 50,
  },
  { label: '  long tasks (count)', key: 'calendarLongTasks' },
  { label: 'large board: first card, cold', key: 'largeFirstCardColdMs' },
  { label: 'large board: first card, warm', key: 'largeFirstCardWarmMs' },
  { label: 'large board: all columns, cold', key: 'largeAllColumnsColdMs' },
  { label: 'large board: all columns, warm', key: 'largeAllColumnsWarmMs' },
  { label: 'large board: JS heap after load (MB), cold', key: 'largeHeapMb' },
  { label: 'large board: keyboard pick-up (p95)', key: 'largePickFrameP95Ms', aim: 16 },
  {
    label: 'large board: keyboard move, frame work',
    key: 'largeMoveFrameP50Ms',
    p95: 'largeMoveFrameP95Ms',
    aim: 16,
  },
  { label: 'large board: keyboard drop (p95)', key: 'largeDropFrameP95Ms', aim: 16 },
  {
    label: 'large board: edit A → painted in B',
    key: 'largeEditToOtherPageP50Ms',
    p95: 'largeEditToOtherPageP95Ms',
    aim: 100,
  },
];

/** Whether the row's figure meets its aim: ✓, ✗, or nothing when it has no aim. */
function verdict(row: Row, result: EngineResult): string {
  if (row.aim === undefined) return '';
  const figure = Number(result[row.p95 ?? row.key]);
  if (!Number.isFinite(figure)) return '?';
  return figure <= row.aim ? '✓' : '✗';
}

function tableRow(row: Row, result: EngineResult, baseline?: EngineResult) {
  const p95 = row.p95 ? ` (p95 ${result[row.p95]})` : '';
  const was = baseline?.[row.key];
  const ratio =
    typeof was === 'number' && was > 0 ? `${(Number(result[row.key]) / was).toFixed(2)}×` : '';
  return {
    measure: row.label,
    median: `${result[row.key]}${p95}`,
    aim: row.aim === undefined ? '' : `≤ ${row.aim}${row.p95 ? ' p95' : ''}`,
    met: verdict(row, result),
    baseline: was === undefined ? '' : `${was}`,
    'vs baseline': ratio,
  };
}

function heading(result: EngineResult): string {
  const parts = [
    `${result.engine}: ${result.tasks} tasks, ${result.loadRuns} cold + ${result.loadRuns} warm loads`,
  ];
  if (result.slowNetwork) {
    const { latencyMs, downloadBytesPerS, uploadBytesPerS } = result.slowNetwork;
    parts.push(
      `slow network ${result.slowRuns} + ${result.slowRuns} loads (${latencyMs} ms added per request, ${downloadBytesPerS} B/s down, ${uploadBytesPerS} B/s up)`,
    );
  }
  if (result.largeTasks) {
    parts.push(
      `large board ${result.largeTasks} tasks, ${result.largeLoadRuns} + ${result.largeLoadRuns} loads`,
    );
  }
  parts.push(`load average ${result.loadAverage.join(' ')}`, `Node ${result.node ?? 'unrecorded'}`);
  return `\n${parts.join('; ')}`;
}

/**
 * Prints one engine's figures as a table, each beside its aim and whether it is met, with the
 * baseline's beside them when there is one. Figures the run did not take are left out.
 */
export function printTable(result: EngineResult, baseline?: EngineResult): void {
  console.log(heading(result));
  const rows = ROWS.filter((row) => result[row.key] !== undefined);
  console.table(rows.map((row) => tableRow(row, result, baseline)));
}

/** The committed baseline, if any. */
export function readBaseline(file: string): EngineResult[] {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as EngineResult[];
  } catch {
    return [];
  }
}

/** Writes `results` as the new baseline. */
export function writeBaseline(file: string, results: EngineResult[]): void {
  // Number arrays on one line, as the formatter keeps them.
  const json = JSON.stringify(results, null, 2).replace(
    /\[\s+([\d.,\s]+?)\s+\]/g,
    (_, numbers: string) => `[${numbers.split(/,\s*/).join(', ')}]`,
  );
  writeFileSync(file, `${json}\n`);
}
