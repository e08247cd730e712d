import type { EditSample } from './measure-edits.ts';
import type { LoadSample } from './measure-load.ts';
import type { MoveFrames } from './measure-moves.ts';
import type { VisitSeries } from './measure-visits.ts';
import { median, quantile } from './stats.ts';

/** The median of one figure of each sample; samples where it is missing (NaN) are left out. */
function medianOf(samples: readonly LoadSample[], pick: (sample: LoadSample) => number): number {
  return median(samples.map(pick).filter(Number.isFinite));
}

/**
 * How many warm visits painted from the persisted cache: their first card came before the
 * board's tasks arrived, or they did not ask for them at all.
 */
function paintedFromCache(warm: readonly LoadSample[]): number {
  return warm.filter((sample) => !(sample.dataArrived <= sample.firstCard)).length;
}

/** A board's load figures: cold visits in full (as the baseline had them), warm ones' paint. */
export function loadFigures({ cold, warm }: VisitSeries) {
  return {
    firstCardMs: medianOf(cold, (sample) => sample.firstCard),
    firstCardWarmMs: medianOf(warm, (sample) => sample.firstCard),
    warmFromCache: paintedFromCache(warm),
    allColumnsMs: medianOf(cold, (sample) => sample.allColumns),
    allColumnsWarmMs: medianOf(warm, (sample) => sample.allColumns),
    dataArrivedMs: medianOf(cold, (sample) => sample.dataArrived),
    appDataRequestMs: medianOf(cold, (sample) => sample.dataRequest),
    longTasks: medianOf(cold, (sample) => sample.longTasks),
    longTaskTotalMs: medianOf(cold, (sample) => sample.longTaskTotal),
    longTaskTotalWarmMs: medianOf(warm, (sample) => sample.longTaskTotal),
    heapMb: medianOf(cold, (sample) => sample.heapMb),
  };
}

/** The live edits' figures: the whole A → B delay and its parts. */
export function editFigures(edits: readonly EditSample[]) {
  const of = (pick: (edit: EditSample) => number) => edits.map(pick).filter(Number.isFinite);
  return {
    editToOtherPageP50Ms: median(of((edit) => edit.total)),
    editToOtherPageP95Ms: quantile(
      of((edit) => edit.total),
      0.95,
    ),
    editSendP50Ms: median(of((edit) => edit.send)),
    editWriteP50Ms: median(of((edit) => edit.write)),
    editDeliveredP50Ms: median(of((edit) => edit.delivered)),
    editDeliveredP95Ms: quantile(
      of((edit) => edit.delivered),
      0.95,
    ),
    editRenderP50Ms: median(of((edit) => edit.render)),
    editRenderP95Ms: quantile(
      of((edit) => edit.render),
      0.95,
    ),
  };
}

/** The keyboard's frame work: pick-up, move and drop. */
export function moveFigures(moves: MoveFrames) {
  return {
    moveFrameP50Ms: median(moves.move),
    moveFrameP95Ms: quantile(moves.move, 0.95),
    pickFrameP50Ms: median(moves.pick),
    pickFrameP95Ms: quantile(moves.pick, 0.95),
    dropFrameP50Ms: median(moves.drop),
    dropFrameP95Ms: quantile(moves.drop, 0.95),
  };
}

/** The slow network's first cards, cold and warm. */
export function slowFigures({ cold, warm }: VisitSeries) {
  return {
    slowFirstCardColdMs: medianOf(cold, (sample) => sample.firstCard),
    slowFirstCardWarmMs: medianOf(warm, (sample) => sample.firstCard),
    slowWarmFromCache: paintedFromCache(warm),
  };
}

/**
 * The larger board's figures, under keys of their own: its loads, keyboard frames and live
 * edits (A → B).
 */
export function largeFigures(series: VisitSeries, moves: MoveFrames, edits: readonly EditSample[]) {
  const load = loadFigures(series);
  const frames = moveFigures(moves);
  const edit = editFigures(edits);
  return {
    largeFirstCardColdMs: load.firstCardMs,
    largeFirstCardWarmMs: load.firstCardWarmMs,
    largeAllColumnsColdMs: load.allColumnsMs,
    largeAllColumnsWarmMs: load.allColumnsWarmMs,
    largeHeapMb: load.heapMb,
    largeMoveFrameP50Ms: frames.moveFrameP50Ms,
    largeMoveFrameP95Ms: frames.moveFrameP95Ms,
    largePickFrameP95Ms: frames.pickFrameP95Ms,
    largeDropFrameP95Ms: frames.dropFrameP95Ms,
    largeEditToOtherPageP50Ms: edit.editToOtherPageP50Ms,
    largeEditToOtherPageP95Ms: edit.editToOtherPageP95Ms,
  };
}
