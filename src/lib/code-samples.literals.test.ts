import { runHighlighterWithAstro } from '@astrojs/prism/dist/highlighter';
import { describe, expect, it } from 'vitest';
import { codeSample, SAMPLE_LANGUAGES } from './code-samples';
import { expectedBody } from '../../e2e/support/sample-check/expected-body';
import { HOSTILE_BODIES } from '../../e2e/support/sample-check/hostile-bodies';
import {
  readCSharpRawString,
  readJavaTextBlock,
  readBody,
  readPhpNowdoc,
  readPythonBody,
  readRubyHeredoc,
  readShellWord,
} from '../../e2e/support/sample-check/literals';

/**
 * Hostile bodies through every language's generator, each sample's body read back the
 * way its language reads the literal: it must be, byte for byte, the JSON the sample
 * is meant to send. code-samples.run.test.ts also runs them where the toolchain exists.
 */

const url = 'https://api.relaymark.com/v1/sms/send';

describe.each(SAMPLE_LANGUAGES.map((language) => language.id))('%s samples', (language) => {
  it.each(HOSTILE_BODIES)('send the body unchanged: $name', ({ body }) => {
    const code = codeSample(language, { method: 'POST', url, body });
    expect(readBody(language, code)).toBe(expectedBody(language, body));
  });
});

describe('highlighted samples', () => {
  // Prism.astro sets the highlighted code as HTML, and would set the raw code if a grammar failed to load.
  it('cannot close a script element or start a tag on the page', async () => {
    const body = HOSTILE_BODIES.find((hostile) => hostile.name === 'HTML')!.body;
    for (const { id, prism } of SAMPLE_LANGUAGES) {
      const { html } = await runHighlighterWithAstro(prism, codeSample(id, { method: 'POST', url, body }));
      expect(html, id).not.toMatch(/<\/?script|<!--|<b>/i);
      expect(html, id).toContain('&lt;/script>');
    }
  });
});

/** The readers themselves, on texts whose meaning each language's specification states. */
describe('literal readers', () => {
  it('read shell words: single quotes take everything literally', () => {
    expect(readShellWord(`curl --data-raw 'a\\b $x "q"'\\''s'`)).toBe(`a\\b $x "q"'s`);
    expect(() => readShellWord('curl --data-raw $x')).toThrow(/\$/);
  });

  it('read PHP nowdocs: the closing label indentation is removed, nothing is interpolated', () => {
    expect(readPhpNowdoc("$a = <<<'JSON'\n  {$x} \\n\n   y\n  JSON;")).toBe('{$x} \\n\n y');
    expect(() => readPhpNowdoc("$a = <<<'JSON'\nx\n  JSON;")).toThrow(/indentation/);
  });

  it('read Ruby heredocs: least indentation removed, backslashes and #{} kept, chomp drops the last newline', () => {
    expect(readRubyHeredoc("x = <<~'JSON'\n    #{a} \\\\ \\n\n      b\n  JSON")).toBe('#{a} \\\\ \\n\n  b\n');
    expect(readRubyHeredoc("x = <<~'JSON'.chomp\n  a\nJSON")).toBe('a');
  });

  it('read Java text blocks: escapes, stripped indentation and trailing spaces, Unicode escapes first', () => {
    expect(readJavaTextBlock('s = """\n    a\\tb  \n      c\\\\u0041 \\u0041\n    """;')).toBe('a\tb\n  c\\u0041 A\n');
    expect(readJavaTextBlock('s = """\n    a\n    b\\"""";')).toBe('a\nb"');
    expect(() => readJavaTextBlock('s = """\n  \\q"""')).toThrow(/illegal escape/);
  });

  it('read C# raw strings: the closing line indentation is removed, LS ends a line', () => {
    expect(readCSharpRawString('x(\n    """\n    a "" \\n\n      b\n    """)')).toBe('a "" \\n\n  b');
    expect(() => readCSharpRawString('x(\n    """\n    a\u2028b\n    """)')).toThrow(/less indented/);
  });

  it('read Python displays: escapes, True/False/None and floats as json.dumps writes them', () => {
    expect(readPythonBody('json={\n  "a": "\\u00e9\\n\\q", "b": [True, None, 1.5, 1e-07, 10]\n},')).toBe(
      '{"a": "\\u00e9\\n\\\\q", "b": [true, null, 1.5, 1e-07, 10]}',
    );
  });
});
