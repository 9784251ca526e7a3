import { describe, expect, it } from 'vitest';
import { errorLine } from './content-error-location';

const source = ['---', 'name: SMS API', 'channel: SMS', 'order: first', '---'].join('\n');

describe('errorLine', () => {
  it('finds the line of the field a schema error names', () => {
    expect(errorLine('**products → sms** data does not match.\n  **order**: Expected a number', source)).toBe(4);
  });

  it('takes the line js-yaml reports for a syntax error in a YAML file', () => {
    expect(errorLine('bad indentation of a mapping entry (7:3)', 'name: SMS')).toBe(7);
  });

  it('gives no line when the message names nothing in the file', () => {
    expect(errorLine('**tagline**: Required', source)).toBeUndefined();
  });
});

describe('errorLine in a YAML list file', () => {
  const plans = [
    '- id: basic',
    '  name: Basic',
    '  buttonText: Start free trial',
    '- id: professional',
    '  name: Professional',
    '  features:',
    '    - id: users',
    '      lable: Users',
    '- id: enterprise',
    '  buttonText: Contact sales',
  ].join('\n');

  it('looks for the field in the entry the message names, not in the one before it', () => {
    expect(errorLine('**plans → enterprise** data does not match.\n  **buttonText**: Required', plans)).toBe(10);
  });

  it('points at the entry when its field is missing', () => {
    expect(errorLine('**plans → professional** data does not match.\n  **buttonText**: Required', plans)).toBe(4);
  });

  it('finds a field the site names in its own messages, and the first of two lines that share an id', () => {
    expect(errorLine('plans.yaml: "[id=professional].features.0.lable" is not a field here', plans)).toBe(8);
    expect(errorLine('plans.yaml: two entries share the id "basic" (lines 1 and 9).', plans)).toBe(1);
  });

  it('counts a Markdown file’s frontmatter lines from the top of the file', () => {
    expect(errorLine('x.md is not valid YAML: bad indentation of a mapping entry (1:22)', source)).toBe(2);
  });
});
