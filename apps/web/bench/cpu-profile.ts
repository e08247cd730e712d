// Summaries of a V8 CPU profile for bench/profile.ts: where a moment's main-thread time went.

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
/** A V8 CPU profile as CDP's `Profiler.stop` returns it. */
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Prints the `top` functions by self time, then the app's and kit's by total time. */
export function printProfile(title: string, profile: CpuProfile, top: number): void {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = byNode.get(id);
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') return;
    const file = url.split('/').pop() ?? '';
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + delta);
    total += delta;
  });
  console.log(`\n${title}: ${total.toFixed(0)} ms of samples; self time:`);
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [key, ms] of rows) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${key}`);
  console.log(`${title}: total time (self and callees), app and kit functions:`);
  const inclusive = inclusiveTimes(profile, byNode);
  const named = [...inclusive.entries()]
    .filter(([key]) => !/index-|\(|:0$/.test(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  for (const [key, ms] of named) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${key}`);
}

function keyOf(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}`;
}

function inclusiveTimes(
  profile: CpuProfile,
  byNode: Map<number, ProfileNode>,
): Map<string, number> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const times = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byNode.get(at);
      if (!node) break;
      const key = keyOf(node);
      if (seen.has(key)) continue;
      seen.add(key);
      times.set(key, (times.get(key) ?? 0) + delta);
    }
  });
  return times;
}
