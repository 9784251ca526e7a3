import { expect, test } from '@playwright/test';
import { copyProject } from '../scripts/project-copy.mjs';

/** Builds a temporary copy of the project with one content file changed; returns the build's output. */
function buildWithBrokenFile(relativePath: string, breakIt: (text: string) => string) {
  const project = copyProject('content-error-');
  try {
    const before = project.read(relativePath);
    const after = breakIt(before);
    expect(after, 'the test must really change the file').not.toBe(before);
    project.write(relativePath, after);
    return project.build({ timeout: 120_000 });
  } finally {
    project.remove();
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
