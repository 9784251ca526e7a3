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

  test('a misspelt blog category lists the known ones and says where to add one', () => {
    const { status, output } = buildWithBrokenFile('content/blog/sms-character-encoding-gsm-7-vs-ucs-2.md', (text) =>
      text.replace(/^category: .*$/m, 'category: Engeneering'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('content/blog/sms-character-encoding-gsm-7-vs-ucs-2.md');
    expect(output).toContain('Engeneering');
    expect(output).toContain('Engineering');
    expect(output).toContain('categories.yaml');
  });

  test('two entries with the same id name both lines', () => {
    const { status, output } = buildWithBrokenFile('content/site/testimonials.yaml', (text) =>
      text.replace('- id: michael-torres', '- id: sarah-chen'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('content/site/testimonials.yaml');
    expect(output).toMatch(/"sarah-chen" \(lines 1 and 5\)/);
  });

  test('a title longer than search results show', () => {
    const { status, output } = buildWithBrokenFile('content/products/fax.md', (text) =>
      text.replace(/^title: .*$/m, `title: "${'Fax API '.repeat(40)}"`),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('content/products/fax.md');
    expect(output).toContain('Keep this under 70 characters');
  });

  test('a date not written YYYY-MM-DD says how to write it', () => {
    const { status, output } = buildWithBrokenFile('content/press/relaymark-completes-soc-2-type-ii-audit.md', (text) =>
      text.replace(/^date: .*$/m, 'date: 21/11/2026'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('content/press/relaymark-completes-soc-2-type-ii-audit.md');
    expect(output).toContain('Write dates as YYYY-MM-DD, for example 2026-06-23');
  });

  test('an unknown icon name says where to look names up', () => {
    const { status, output } = buildWithBrokenFile('content/products/mms.md', (text) =>
      text.replace(/^icon: .*$/m, 'icon: camera-flash-deluxe'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('content/products/mms.md');
    expect(output).toContain('Unknown icon "camera-flash-deluxe"');
    expect(output).toContain('https://lucide.dev/icons/');
  });

  test('an image path with no file in public/ says which file is missing', () => {
    const { status, output } = buildWithBrokenFile('content/blog/webhook-best-practices.md', (text) =>
      text.replace('src: /images/blog/webhook-best-practices.svg', 'src: /images/blog/webhook-best-practise.svg'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('content/blog/webhook-best-practices.md');
    expect(output).toContain('No file public/images/blog/webhook-best-practise.svg');
  });

  test('a broken internal link in Markdown names the file and line', () => {
    const { status, output } = buildWithBrokenFile('content/pages/about.md', (text) =>
      text.replace(/\n---\n/, '\n---\n\nSee [our SMS API](/prodcts/sms).\n'),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/content\/pages\/about\.md:\d+/);
    expect(output).toContain('/prodcts/sms');
  });
});
