// Writes src/contract/phone-metadata-jp.json: libphonenumber-js's full ("max") metadata cut down to
// Japan (+81), so that the forms check a number by its kind (fixed, mobile, IP, toll-free …) without
// loading every country's rules (docs/product/people.md, "Phone numbers").
// Run after upgrading libphonenumber-js: src/contract/phone.test.ts fails until the file is written again.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { japanOnlyMetadata } from './lib/japan-phone-metadata.mjs';

const require = createRequire(import.meta.url);
const full = require('libphonenumber-js/metadata.max.json');
const out = path.resolve(import.meta.dirname, '../src/contract/phone-metadata-jp.json');
fs.writeFileSync(out, JSON.stringify(japanOnlyMetadata(full)) + '\n');
console.log(`wrote ${out}`);
