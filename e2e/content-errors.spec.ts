import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', '.astro', 'test-results', 'playwright-report', '.git', 'bench']);

/** Builds a temporary copy of the project with one content file changed; returns the build's output. */
function buildWithBrokenFile(relativePath: string, breakIt: (text: string) => string) {
  const dir = mkdtempSync(join(tmpdir(), 'content-error-'));
  try {
    cpSync(ROOT, dir, {
      recursive: true,
      filter: (source) => !SKIP.has(source.slice(ROOT.length + 1).split('/')[0] ?? ''),
    });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    const target = join(dir, relativePath);
    const before = readFileSync(target, 'utf8');
    const after = breakIt(before);
    expect(after, 'the test must really change the file').not.toBe(before);
    writeFileSync(target, after);
    const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', NO_COLOR: '1' },
      timeout: 120_000,
    });
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe('a content mistake fails the build and names the file and the field', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  test('a wrong type', () => {
    const { status, output } = buildWithBrokenFile('content/products/sms.md', (text) =>
      text.replace(/^order: \d+$/m, 'order: first'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('content/products/sms.md');
    expect(output).toMatch(/\border\b/);
  });

  test('a missing required field', () => {
    const { status, output } = buildWithBrokenFile('content/products/email.md', (text) =>
      text.replace(/^tagline: .*\n/m, ''),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('content/products/email.md');
    expect(output).toContain('tagline');
  });

  test('a recommended product id that does not exist', () => {
    const { status, output } = buildWithBrokenFile('content/solutions/marketing.md', (text) =>
      text.replace(/^recommendedProducts:\n/m, 'recommendedProducts:\n  - carrier-pigeon\n'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('content/solutions/marketing.md');
    expect(output).toContain('recommendedProducts');
    expect(output).toContain('carrier-pigeon');
  });

  test('a wrong type in a YAML list file', () => {
    const { status, output } = buildWithBrokenFile('content/pricing/plans.yaml', (text) =>
      text.replace(/monthlyPrice: 49\b/, 'monthlyPrice: forty-nine'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('content/pricing/plans.yaml');
    expect(output).toContain('monthlyPrice');
  });

  test('a YAML syntax error', () => {
    const { status, output } = buildWithBrokenFile(
      'content/site/testimonials.yaml',
      (text) => `${text}\n  - : [unclosed\n`,
    );
    expect(status).not.toBe(0);
    expect(output).toContain('content/site/testimonials.yaml');
  });
});
