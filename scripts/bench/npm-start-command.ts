// What `npm start` runs, read from package.json, so that the benchmarks start the server exactly as a
// user does: the environment variables set before `node` (the allocator's settings) and node's own
// flags (V8's heap sizes). docs/performance/memory.md says why each is there.
import fs from 'node:fs';
import path from 'node:path';

export interface StartCommand {
  env: Record<string, string>;
  nodeFlags: string[];
}

export function npmStartCommand(root: string): StartCommand {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const words = pkg.scripts.start.trim().split(/\s+/);
  const nodeAt = words.indexOf('node');
  const script = words.findIndex((word, i) => i > nodeAt && !word.startsWith('--'));
  if (nodeAt < 0 || words[script] !== 'scripts/start.mjs' || script !== words.length - 1) {
    throw new Error(`package.json's start script is not "[VAR=value …] node [--flag …] scripts/start.mjs": ${pkg.scripts.start}`);
  }
  const env: Record<string, string> = {};
  for (const word of words.slice(0, nodeAt)) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word);
    if (!match) throw new Error(`package.json's start script: "${word}" is not VAR=value`);
    env[match[1]] = match[2];
  }
  return { env, nodeFlags: words.slice(nodeAt + 1, script) };
}
