// Writes versioned_sidebars/version-<name>-sidebars.json from sidebars.ts, for `docs:version`-style snapshots.
// Usage: node scripts/snapshot-sidebars.cjs 7.29.0
const path = require('node:path');
const fs = require('node:fs');
const jiti = require('jiti')(__filename);

const name = process.argv[2];
if (!name) {
  console.error('Usage: node scripts/snapshot-sidebars.cjs <version name>');
  process.exit(1);
}
const sidebars = jiti(path.join(__dirname, '..', 'sidebars.ts')).default;
const target = path.join(__dirname, '..', 'versioned_sidebars', `version-${name}-sidebars.json`);
fs.writeFileSync(target, `${JSON.stringify(sidebars, null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), target)}`);
