// `npx tsx scripts/bench/summarise-cpu-profile.ts FILE.cpuprofile [--top 25] [--root /work/main] [--callers PATTERN]`
// Reads a V8 CPU profile (`node --cpu-prof`, or `npm run bench:http -- --profile DIR`) and prints the
// functions that cost the most: by self time (the samples taken in the function itself) and by total time
// (the samples with the function anywhere on the stack, counted once per sample even when recursive),
// grouped by function name + file, in per cent of the profile's samples (idle and GC shown apart; ms is
// the samples times the mean interval); then
// self time by package (an npm package, a folder of src/, node's internals). Total time stops at an
// `await`: V8 starts a new stack when a promise resumes, so the package table is the fairer picture.
// --callers PATTERN: the stacks (five frames up) that lead to the functions whose `name  file` matches PATTERN (a regular expression).
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!file) {
  console.error('usage: npx tsx scripts/bench/summarise-cpu-profile.ts FILE.cpuprofile [--top 25] [--root DIR]');
  process.exit(1);
}
const top = Number(option('top') ?? 25);
const root = path.resolve(option('root') ?? path.join(import.meta.dirname, '../..'));

/** `file:///work/main/node_modules/drizzle-orm/pg-core/dialect.js` → `drizzle-orm/pg-core/dialect.js`. */
function shortFile(url: string): string {
  if (!url) return '';
  let p = url.replace(/^file:\/\//, '');
  const modules = p.lastIndexOf('/node_modules/');
  if (modules >= 0) return p.slice(modules + '/node_modules/'.length);
  if (p.startsWith(`${root}/`)) p = p.slice(root.length + 1);
  return p;
}

function keyOf(node: ProfileNode): string {
  const name = node.callFrame.functionName || '(anonymous)';
  const where = shortFile(node.callFrame.url);
  return where ? `${name}  ${where}` : name;
}

function summarise(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  // Every sample counts the same: on a busy machine the gap between two samples also holds the time the
  // process waited for a core, which V8's time deltas would charge to whatever ran next.
  const us = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length);
  let all = 0;
  profile.samples.forEach((id) => {
    all += us;
    const leaf = byId.get(id)!;
    self.set(keyOf(leaf), (self.get(keyOf(leaf)) ?? 0) + us);
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const key = keyOf(byId.get(n)!);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + us);
    }
  });
  return { self, total, all };
}

/** `react-dom/cjs/…` → `react-dom`, `@tanstack/query-core/…` → `@tanstack/query-core`, `src/server/lib/x.ts` → `src/server/lib`. */
function packageOf(key: string): string {
  const file = key.split('  ')[1];
  if (!file) return key.startsWith('(') ? key : 'V8 / native';
  if (file.startsWith('node:')) return 'node internals';
  if (file.startsWith('src/') || file.startsWith('scripts/')) return path.dirname(file);
  if (file.startsWith('/')) return file;
  const parts = file.split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

function callers(profile: CpuProfile, text: string) {
  const pattern = new RegExp(text);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stacks = new Map<string, number>();
  let matched = 0;
  for (const id of profile.samples) {
    let n: number | undefined = id;
    while (n !== undefined && !pattern.test(keyOf(byId.get(n)!))) n = parent.get(n);
    if (n === undefined) continue;
    matched += 1;
    const frames: string[] = [];
    for (let up: number | undefined = n; up !== undefined && frames.length < 6; up = parent.get(up)) frames.push(keyOf(byId.get(up)!));
    const stack = frames.join('\n      ← ');
    stacks.set(stack, (stacks.get(stack) ?? 0) + 1);
  }
  console.log(`\nStacks leading to "${text}" (${matched} samples, ${((100 * matched) / profile.samples.length).toFixed(1)} %)`);
  for (const [stack, count] of [...stacks.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`${String(count).padStart(6)}  ${stack}`);
}

function print(title: string, costs: Map<string, number>, all: number) {
  console.log(`\n${title}`);
  console.log(`${'%'.padStart(6)} ${'ms'.padStart(8)}  function  file`);
  const rows = [...costs.entries()].filter(([key]) => key !== '(root)').sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [key, us] of rows) console.log(`${((100 * us) / all).toFixed(1).padStart(6)} ${(us / 1000).toFixed(0).padStart(8)}  ${key}`);
}

const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
const { self, total, all } = summarise(profile);
const share = (name: string) => (((self.get(name) ?? 0) * 100) / all).toFixed(1);
console.log(
  `${path.basename(file)}: ${(all / 1e6).toFixed(1)} s sampled, ${profile.samples.length} samples; idle ${share('(idle)')} %, garbage collection ${share('(garbage collector)')} %, program ${share('(program)')} %`,
);
print(`Top ${top} by self time`, self, all);
print(`Top ${top} by total time (inclusive)`, total, all);
const packages = new Map<string, number>();
for (const [key, us] of self) packages.set(packageOf(key), (packages.get(packageOf(key)) ?? 0) + us);
print('Self time by package', packages, all);
const callersOf = option('callers');
if (callersOf) callers(profile, callersOf);
