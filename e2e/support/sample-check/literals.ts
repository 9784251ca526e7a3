import { runInNewContext } from 'node:vm';
import type { SampleLanguage } from '../../../src/lib/code-samples';
import { pythonFloat, pythonString } from './expected-body';

/**
 * The request body a sample sends, read from its source the way the sample's language
 * reads the literal that holds it, following each language's specification. Any
 * construct these readers do not know is an error, never a guess, so a reader that
 * returns a text has read it as the language does. Each returns the bytes the sample
 * sends: the embedded text, or for Node.js and Python what their serializers make of
 * the literal.
 */

const fail = (language: string, message: string): never => {
  throw new Error(`${language}: ${message}`);
};

/** Source files are UTF-8: a lone surrogate cannot be written in one. */
function assertWellFormed(language: string, code: string) {
  if (!code.isWellFormed()) fail(language, 'the source has a lone surrogate, which UTF-8 cannot encode');
}

/**
 * POSIX shell: the word that follows `--data-raw `, made of single-quoted parts (taken
 * literally up to the next ') and backslash-escaped characters, ending at unquoted blank.
 */
export function readShellWord(code: string): string {
  const start = code.indexOf('--data-raw ');
  if (start < 0) fail('cURL', 'no --data-raw');
  let word = '';
  let i = start + '--data-raw '.length;
  while (i < code.length) {
    const char = code[i]!;
    if (char === "'") {
      const end = code.indexOf("'", i + 1);
      if (end < 0) fail('cURL', 'unterminated single quote');
      word += code.slice(i + 1, end);
      i = end + 1;
    } else if (char === '\\') {
      if (i + 1 >= code.length) fail('cURL', 'a backslash ends the script');
      // A backslash-newline outside quotes joins lines; any other escaped character is itself.
      if (code[i + 1] !== '\n') word += code[i + 1];
      i += 2;
    } else if (char === ' ' || char === '\t' || char === '\n') {
      break;
    } else if (/[$`"*?[\]~{}|&;<>()#!=%^,]/.test(char)) {
      fail('cURL', `unquoted ${char}, which the shell may interpret`);
    } else {
      word += char;
      i++;
    }
  }
  return word;
}

/** Node.js: evaluates the argument of `body: JSON.stringify(...)` in a fresh V8 context, as the sample does. */
export function readNodeBody(code: string): string {
  const start = code.indexOf('body: JSON.stringify(');
  const end = code.lastIndexOf('),\n});');
  if (start < 0 || end < start) fail('Node.js', 'no body: JSON.stringify(...)');
  return runInNewContext(code.slice(start + 'body: '.length, end + 1)) as string;
}

/** PHP 7.3+ nowdoc <<<'LABEL': raw text up to a line whose first non-blank text is LABEL; that line's indentation is removed from all. */
export function readPhpNowdoc(code: string): string {
  const open = /<<<[ \t]*'([A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)'\r?\n/.exec(code);
  if (!open) return fail('PHP', "no <<<'LABEL' nowdoc");
  const label = open[1]!;
  const closing = new RegExp(`^([ \\t]*)${label}(?![\\w\\u0080-\\uffff])`);
  const lines = code.slice(open.index + open[0].length).split('\n');
  const body: string[] = [];
  for (const line of lines) {
    const match = closing.exec(line);
    if (!match) {
      body.push(line);
      continue;
    }
    const indent = match[1]!;
    if (indent.includes(' ') && indent.includes('\t')) fail('PHP', 'mixed spaces and tabs before the closing label');
    return body
      .map((text) => {
        if (!text.startsWith(indent) && text.trim() !== '') fail('PHP', 'invalid body indentation level');
        return text.slice(indent.length);
      })
      .join('\n');
  }
  return fail('PHP', 'unterminated nowdoc');
}

/**
 * Ruby: a squiggly heredoc with a single-quoted label (<<~'LABEL'), which interprets
 * neither #{} nor backslashes; the smallest indentation of its non-blank lines is
 * removed; each line keeps its newline. `.chomp` right after the label removes the last.
 */
export function readRubyHeredoc(code: string): string {
  const open = /<<~'([A-Za-z_]\w*)'(\.chomp)?[^\n]*\n/.exec(code);
  if (!open) return fail('Ruby', "no <<~'LABEL' heredoc");
  const terminator = new RegExp(`^[ \\t]*${open[1]}$`);
  const rest = code.slice(open.index + open[0].length).split('\n');
  const end = rest.findIndex((line) => terminator.test(line));
  if (end < 0) fail('Ruby', 'unterminated heredoc');
  const lines = rest.slice(0, end);
  if (lines.some((line) => /^ *\t/.test(line) || line.includes('\r'))) {
    fail('Ruby', 'tabs in indentation or carriage returns: not handled by this reader');
  }
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)![0].length);
  const strip = Math.min(...indents);
  const text = lines.map((line) => `${line.slice(Math.min(strip, /^ */.exec(line)![0].length))}\n`).join('');
  return open[2] ? text.replace(/\r?\n$/, '') : text;
}

/** JLS 3.3: \uXXXX is translated before anything else when its backslash follows an even number of backslashes. */
function translateUnicodeEscapes(source: string): string {
  let out = '';
  let run = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\' && run % 2 === 0) {
      const escape = /^\\u+([0-9a-fA-F]{4})/.exec(source.slice(i, i + 64));
      if (escape) {
        out += String.fromCharCode(parseInt(escape[1]!, 16));
        i += escape[0].length - 1;
        run = 0;
        continue;
      }
      if (source[i + 1] === 'u') fail('Java', 'illegal unicode escape');
    }
    run = char === '\\' ? run + 1 : 0;
    out += char;
  }
  return out;
}

/** Character.isWhitespace: the ASCII controls HT, LF, VT, FF, CR and FS to US, and Unicode spaces but no-break ones. */
const JAVA_CONTROL_SPACES = new Set([9, 10, 11, 12, 13, 28, 29, 30, 31].map((code) => String.fromCharCode(code)));
const javaSpace = (char: string) =>
  JAVA_CONTROL_SPACES.has(char) ||
  /[\u2028\u2029]/.test(char) ||
  (/\p{Zs}/u.test(char) && !/[\u00a0\u2007\u202f]/.test(char));

/** String.stripIndent, as JLS 3.10.6 applies it to a text block's content. */
function stripIndent(content: string): string {
  const lines = content.split('\n');
  const leading = (line: string) => {
    let count = 0;
    while (count < line.length && javaSpace(line[count]!)) count++;
    return count;
  };
  const blank = (line: string) => leading(line) === line.length;
  const last = lines.length - 1;
  const min = Math.min(...lines.filter((line, index) => !blank(line) || index === last).map(leading));
  return lines
    .map((line) => {
      if (blank(line)) return '';
      let end = line.length;
      while (end > 0 && javaSpace(line[end - 1]!)) end--;
      return line.slice(min, end);
    })
    .join('\n');
}

/** JLS 3.10.7 escape sequences, including \s and \<line terminator>. */
function translateEscapes(text: string): string {
  const simple: Record<string, string> = {
    b: '\b',
    t: '\t',
    n: '\n',
    f: '\f',
    r: '\r',
    s: ' ',
    '"': '"',
    "'": "'",
    '\\': '\\',
    '\n': '',
  };
  return text.replace(/\\([0-3][0-7]{0,2}|[4-7][0-7]?|[\s\S])/g, (_, escape: string) => {
    if (/^[0-7]/.test(escape)) return String.fromCharCode(parseInt(escape, 8));
    return simple[escape] ?? fail('Java', `illegal escape \\${escape}`);
  });
}

/** Java: the first text block """...""" (JLS 3.10.6): unicode escapes, line endings, indentation stripping, then escapes. */
export function readJavaTextBlock(code: string): string {
  const source = translateUnicodeEscapes(code).replace(/\r\n?/g, '\n');
  const open = /"""[ \t\f]*\n/.exec(source);
  if (!open) return fail('Java', 'no text block');
  let i = open.index + open[0].length;
  let content = '';
  while (!source.startsWith('"""', i)) {
    if (i >= source.length) fail('Java', 'unterminated text block');
    const step = source[i] === '\\' ? 2 : 1;
    content += source.slice(i, i + step);
    i += step;
  }
  return translateEscapes(stripIndent(content));
}

/**
 * C# 11 raw string literal: N >= 3 quotes and a newline open it; it ends at a line of
 * whitespace and N quotes, whose whitespace every content line must start with and loses.
 * C# ends lines at CR, LF, CRLF, NEL, LS and PS; a run of N quotes inside is an error.
 */
export function readCSharpRawString(code: string): string {
  const open = /("{3,})[ \t]*(\r\n|[\r\n\u0085\u2028\u2029])/.exec(code);
  if (!open) return fail('C#', 'no raw string literal');
  const quotes = open[1]!;
  const parts = code.slice(open.index + open[0].length).split(/(\r\n|[\r\n\u0085\u2028\u2029])/);
  const lines = parts.filter((_, index) => index % 2 === 0);
  const breaks = parts.filter((_, index) => index % 2 === 1);
  // C# whitespace: Unicode spaces, horizontal tab, vertical tab, form feed.
  const leading = (line: string) => {
    let count = 0;
    while (count < line.length && (/[\t\f\p{Zs}]/u.test(line[count]!) || line.charCodeAt(count) === 11)) count++;
    return line.slice(0, count);
  };
  const end = lines.findIndex((line) => line.slice(leading(line).length).startsWith(quotes));
  if (end < 0) fail('C#', 'unterminated raw string literal');
  const indent = leading(lines[end]!);
  if (lines[end]!.slice(indent.length).startsWith(`${quotes}"`)) fail('C#', 'more closing quotes than opening quotes');
  const content = lines.slice(0, end);
  if (content.some((line) => line.includes(quotes))) fail('C#', `${quotes} inside the literal`);
  return content
    .map((line, index) => {
      if (!line.startsWith(indent) && line.trim() !== '') fail('C#', 'a line is less indented than the closing quotes');
      return `${line.slice(indent.length)}${index < content.length - 1 ? breaks[index] : ''}`;
    })
    .join('');
}

/**
 * Go: the argument of strings.NewReader(...), raw strings `...` (carriage returns dropped)
 * joined with + to "..." strings without escapes. Go refuses a NUL or a byte order mark
 * in source text.
 */
export function readGoReader(code: string): string {
  if (code.includes('\u0000') || code.includes('\ufeff')) fail('Go', 'NUL or byte order mark in the source');
  const start = code.indexOf('strings.NewReader(');
  if (start < 0) fail('Go', 'no strings.NewReader(');
  let i = start + 'strings.NewReader('.length;
  let text = '';
  for (;;) {
    const char = code[i];
    if (char === '`') {
      const end = code.indexOf('`', i + 1);
      if (end < 0) fail('Go', 'unterminated raw string');
      text += code.slice(i + 1, end).replaceAll('\r', '');
      i = end + 1;
    } else if (char === '"') {
      const end = code.indexOf('"', i + 1);
      const part = code.slice(i + 1, end);
      if (end < 0 || /[\\\n]/.test(part)) fail('Go', 'an interpreted string this reader does not handle');
      text += part;
      i = end + 1;
    } else if (char === ' ' || char === '+') {
      i++;
    } else if (char === ')') {
      return text;
    } else {
      return fail('Go', `unexpected ${String(char)}`);
    }
  }
}

export const BODY_READERS: Partial<Record<SampleLanguage, (code: string) => string>> = {
  curl: readShellWord,
  node: readNodeBody,
  python: readPythonBody,
  php: readPhpNowdoc,
  ruby: readRubyHeredoc,
  java: readJavaTextBlock,
  csharp: readCSharpRawString,
  go: readGoReader,
};

/** The body a sample's source holds, as its language reads it. */
export function readBody(language: SampleLanguage, code: string): string | undefined {
  const reader = BODY_READERS[language];
  if (!reader) return undefined;
  assertWellFormed(language, code);
  return reader(code);
}

/**
 * Python: the literal after `json=`, read as Python reads a display of dicts, lists,
 * "..." strings (Python's escapes), numbers, True, False and None, and written back as
 * json.dumps writes what it read, as requests does with json=.
 */
export function readPythonBody(code: string): string {
  const start = code.indexOf('json=');
  if (start < 0) fail('Python', 'no json=');
  let i = start + 'json='.length;
  const skip = () => {
    while (/[ \n]/.test(code[i] ?? '')) i++;
  };
  const expect = (text: string) => {
    skip();
    if (!code.startsWith(text, i)) fail('Python', `expected ${text} at ${i}`);
    i += text.length;
  };
  const string = (): string => {
    i++;
    let text = '';
    const simple: Record<string, string> = {
      '\\': '\\',
      "'": "'",
      '"': '"',
      a: '\u0007',
      b: '\b',
      f: '\f',
      n: '\n',
      r: '\r',
      t: '\t',
      v: '\u000b',
      '\n': '',
    };
    for (;;) {
      const char = code[i];
      if (char === undefined || char === '\n' || char === '\r') return fail('Python', 'unterminated string');
      if (char === '"') {
        i++;
        return pythonString(text);
      }
      if (char !== '\\') {
        text += char;
        i++;
        continue;
      }
      const next = code[i + 1] ?? '';
      const hex = /^(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8})|([0-7]{1,3}))/.exec(
        code.slice(i + 1, i + 10),
      );
      if (next in simple) {
        text += simple[next];
        i += 2;
      } else if (hex) {
        const point = hex[4] !== undefined ? parseInt(hex[4], 8) : parseInt(hex[1] ?? hex[2] ?? hex[3]!, 16);
        text += String.fromCodePoint(point);
        i += 1 + hex[0].length;
      } else if (next === 'N' || next === 'x' || next === 'u' || next === 'U') {
        return fail('Python', `escape \\${next} not handled by this reader`);
      } else {
        // Python keeps an unknown escape as written (and warns).
        text += `\\${next}`;
        i += 2;
      }
    }
  };
  const value = (): string => {
    skip();
    const char = code[i];
    if (char === '"') return string();
    if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']';
      i++;
      const items: string[] = [];
      for (;;) {
        skip();
        if (code[i] === close) break;
        if (char === '{') {
          const key = value();
          expect(':');
          items.push(`${key}: ${value()}`);
        } else {
          items.push(value());
        }
        skip();
        if (code[i] === ',') i++;
        else if (code[i] !== close) fail('Python', `expected , or ${close} at ${i}`);
      }
      i++;
      return char === '{' ? `{${items.join(', ')}}` : `[${items.join(', ')}]`;
    }
    const word = /^(?:True|False|None|-?(?:0|[1-9]\d*)(\.\d+)?(e[+-]?\d+)?)(?![\w.])/.exec(code.slice(i, i + 400));
    if (!word) return fail('Python', `unexpected ${String(char)} at ${i}`);
    i += word[0].length;
    if (word[0] === 'True') return 'true';
    if (word[0] === 'False') return 'false';
    if (word[0] === 'None') return 'null';
    return word[1] !== undefined || word[2] !== undefined ? pythonFloat(Number(word[0])) : word[0].replace(/^-0$/, '0');
  };
  return value();
}
