// The npm registry this project installs from does not serve every platform build of
// packages with native binaries (for example @tailwindcss/oxide-win32-x64-msvc), so
// `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock.
// This adds a lock entry, marked optional and tied to its platform, for each such package;
// npm skips them on other platforms. Run it after any dependency change:
//   npm install && npx node scripts/complete-lockfile.ts
// With --check it only reports (npm test runs it that way).
import { readFileSync, writeFileSync } from 'node:fs';

const PATH = new URL('../package-lock.json', import.meta.url);
const OS = /-(android|darwin|freebsd|linux|openbsd|netbsd|sunos|win32|aix|openharmony)(?=-|$)/;
const CPU = /-(x64|arm64|arm|ia32|riscv64|ppc64|s390x|loong64|wasm32)(?=-|$)/;
const LIBC = /-(gnu|musl)(?=-|$)/;

/** A package's entry in package-lock.json, as far as this reads and writes it. */
interface LockEntry {
  version?: string;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const lock: { packages: Record<string, LockEntry> } = JSON.parse(readFileSync(PATH, 'utf8'));
const missing: [string, LockEntry][] = [];
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = key ? `${key}/node_modules/${name}` : null;
    if (lock.packages[`node_modules/${name}`] || (nested && lock.packages[nested])) continue;
    const os = name.match(OS)?.[1];
    const cpu = name.match(CPU)?.[1];
    const libc = name.match(LIBC)?.[1];
    missing.push([
      `node_modules/${name}`,
      {
        version: String(range).replace(/^[\^~=]/, ''),
        optional: true,
        ...(os ? { os: [os] } : {}),
        ...(cpu ? { cpu: [cpu] } : {}),
        ...(libc ? { libc: [libc === 'gnu' ? 'glibc' : 'musl'] } : {}),
      },
    ]);
  }
}

if (process.argv.includes('--check')) {
  if (missing.length > 0) {
    console.error(`package-lock.json lacks ${missing.length} optional platform package(s); npm ci would refuse it.`);
    console.error('Run: npx node scripts/complete-lockfile.ts');
    process.exit(1);
  }
  console.log('package-lock.json lists every optional platform package.');
} else {
  for (const [key, value] of missing) lock.packages[key] = value;
  writeFileSync(PATH, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`Added ${missing.length} optional platform package(s) to package-lock.json.`);
}
