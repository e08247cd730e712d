import { readFileSync, writeFileSync } from 'node:fs';

/** One engine's figures from one run (ms unless named); medians unless p95. */
export interface EngineResult {
  engine: string;
  tasks: number;
  loadRuns: number;
  /** 1-, 5- and 15-minute load averages at the end of the engine's run. */
  loadAverage: number[];
  /** The Node.js that ran the bench and its backend (`process.version`). */
  node?: string;
  firstCardMs: number;
  allColumnsMs: number;
  dataArrivedMs: number;
  appDataRequestMs: number;
  bareQueryMs: number;
  longTasks: number;
  longTaskTotalMs: number;
  heapMb: number;
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
  dropFrameP50Ms: number;
}

/** The rows of the printed table: what, which figure, and the aim when there is one. */
const ROWS: { label: string; key: keyof EngineResult; aim?: number; p95?: keyof EngineResult }[] = [
  { label: 'navigation → first painted card', key: 'firstCardMs', aim: 800 },
  { label: 'navigation → all columns interactive', key: 'allColumnsMs' },
  { label: 'tasks data arrived (from navigation)', key: 'dataArrivedMs' },
  { label: 'tasks request in the app', key: 'appDataRequestMs' },
  { label: 'same query, bare supabase-js (Node)', key: 'bareQueryMs' },
  { label: 'long tasks during load (count)', key: 'longTasks' },
  { label: 'long tasks during load (total)', key: 'longTaskTotalMs' },
  { label: 'JS heap after load (MB)', key: 'heapMb' },
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
  { label: 'keyboard move, frame work', key: 'moveFrameP50Ms', p95: 'moveFrameP95Ms', aim: 16 },
  { label: 'keyboard pick-up, frame work', key: 'pickFrameP50Ms' },
  { label: 'keyboard drop, frame work', key: 'dropFrameP50Ms' },
];

/** Prints one engine's figures as a table, with the baseline's beside them when there is one. */
export function printTable(result: EngineResult, baseline?: EngineResult): void {
  console.log(
    `\n${result.engine}: ${result.tasks} tasks, ${result.loadRuns} loads; load average ${result.loadAverage.join(' ')}; Node ${result.node ?? 'unrecorded'}`,
  );
  const lines = ROWS.map((row) => {
    const p95 = row.p95 ? ` (p95 ${result[row.p95]})` : '';
    const was = baseline?.[row.key] === undefined ? '' : `${baseline[row.key]}`;
    const ratio =
      baseline && Number(baseline[row.key]) > 0
        ? `${(Number(result[row.key]) / Number(baseline[row.key])).toFixed(2)}×`
        : '';
    return {
      measure: row.label,
      median: `${result[row.key]}${p95}`,
      aim: row.aim === undefined ? '' : `< ${row.aim}${row.p95 ? ' p95' : ''}`,
      baseline: was,
      'vs baseline': ratio,
    };
  });
  console.table(lines);
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
