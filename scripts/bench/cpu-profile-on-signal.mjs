// Preloaded into a benchmarked server (`node --import ./scripts/bench/cpu-profile-on-signal.mjs …`) when
// BENCH_CPU_PROFILE_DIR is set: the first SIGUSR2 starts V8's sampling profiler in the process, the next
// one stops it and writes `profile-N.cpuprofile` (the same format as `node --cpu-prof`) into that folder.
// So a profile covers exactly one load run, not the server's start (migrations, demo data).
import fs from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  const post = (method, params = {}) =>
    new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  let running = false;
  let count = 0;
  process.on('SIGUSR2', () => {
    void (async () => {
      if (!running) {
        running = true;
        await post('Profiler.enable');
        await post('Profiler.setSamplingInterval', { interval: 500 });
        await post('Profiler.start');
        return;
      }
      running = false;
      const { profile } = await post('Profiler.stop');
      count += 1;
      const file = path.join(dir, `profile-${count}.cpuprofile`);
      // Written whole, then renamed: the benchmark waits for the final name.
      fs.writeFileSync(`${file}.part`, JSON.stringify(profile));
      fs.renameSync(`${file}.part`, file);
    })();
  });
}
