// Writes src/web/lib/class-merge-config.ts: the class groups of tailwind-merge that the app's classes use.
// Run after adding classes of a kind the app did not use before (src/web/lib/class-merge.test.ts says when).
import fs from 'node:fs';
import path from 'node:path';
import { groupsUsedBy, renderSubset, usedClasses, webSources } from './lib/class-merge-subset.mjs';

const groups = groupsUsedBy(await usedClasses());
const target = path.join(webSources, 'lib/class-merge-config.ts');
fs.writeFileSync(target, renderSubset(groups));
console.log(`${path.relative(process.cwd(), target)}: ${groups.length} のクラスグループ`);
