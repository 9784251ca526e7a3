/**
 * Example requests for an API operation in the eight languages of the docs, generated
 * from the operation's method, URL and example body (so they never drift from the
 * OpenAPI document). Each reads the API key from the RELAYMARK_API_KEY variable.
 *
 * Every body is written so that the language reads it back unchanged, whatever it holds:
 * PHP, Ruby, Go, C# and cURL embed the JSON text in a literal that interprets nothing
 * (nowdoc, single-quoted heredoc, raw string, single-quoted shell word), Java in a text
 * block with its backslashes escaped, and Python and Node.js in native literals whose
 * strings use JSON's own escapes. src/lib/code-samples.run.test.ts proves it by running them.
 */

export const SAMPLE_LANGUAGES = [
  { id: 'curl', label: 'cURL', prism: 'bash' },
  { id: 'node', label: 'Node.js', prism: 'javascript' },
  { id: 'python', label: 'Python', prism: 'python' },
  { id: 'php', label: 'PHP', prism: 'php' },
  { id: 'ruby', label: 'Ruby', prism: 'ruby' },
  { id: 'java', label: 'Java', prism: 'java' },
  { id: 'csharp', label: 'C#', prism: 'csharp' },
  { id: 'go', label: 'Go', prism: 'go' },
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['id'];

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface SampleRequest {
  method: string;
  /** Full URL with path parameters filled in and the query string appended. */
  url: string;
  body?: Json | undefined;
}

/** Fills `{name}` path parameters and appends query parameters, both from examples. */
export function buildUrl(
  base: string,
  path: string,
  pathParams: Record<string, unknown>,
  query: Record<string, unknown>,
): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(pathParams[name] ?? name)),
  );
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return `${base.replace(/\/$/, '')}${filled}${search ? `?${search}` : ''}`;
}

/**
 * NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR end a line in C# (and LS/PS in old JavaScript),
 * and Go refuses a byte order mark inside a file; JSON can carry all four as \u escapes.
 * They can only occur inside JSON strings, so replacing them everywhere is safe.
 */
const sourceSafe = (text: string) =>
  text.replace(/[\u0085\u2028\u2029\ufeff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The body as the JSON text the samples show and send (two-space indentation). */
export const jsonText = (body: Json): string => sourceSafe(JSON.stringify(body, null, 2));

/** A JSON string literal, which is also a valid string literal in JavaScript, Python, Java, C# and Go. */
const quoted = (text: string) => sourceSafe(JSON.stringify(text));
/** A single-quoted literal in PHP or Ruby, where only \ and ' are special. */
const singleQuoted = (text: string) => `'${text.replace(/[\\']/g, '\\$&')}'`;
/** A single-quoted shell word, which interprets nothing: a ' closes it, is escaped, and opens it again. */
const shellQuoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** A JSON value as a literal of a language whose maps look like `{k: v}`. */
function literal(
  value: Json,
  depth: number,
  style: { indent: string; arrow: string; nil: string; t: string; f: string; key: (name: string) => string },
): string {
  const pad = (level: number) => style.indent.repeat(level);
  if (value === null) return style.nil;
  if (typeof value === 'boolean') return value ? style.t : style.f;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return quoted(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad(depth + 1)}${literal(item, depth + 1, style)}`).join(',\n')}\n${pad(depth)}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const lines = entries.map(
    ([key, item]) => `${pad(depth + 1)}${style.key(key)}${style.arrow}${literal(item, depth + 1, style)}`,
  );
  return `{\n${lines.join(',\n')}\n${pad(depth)}}`;
}

export const toPython = (value: Json, depth = 0) =>
  literal(value, depth, { indent: '    ', arrow: ': ', nil: 'None', t: 'True', f: 'False', key: quoted });
/** In an object literal `"__proto__": x` sets the prototype instead of a key; `["__proto__"]` is a key. */
export const toJavaScript = (value: Json, depth = 0) =>
  literal(value, depth, {
    indent: '  ',
    arrow: ': ',
    nil: 'null',
    t: 'true',
    f: 'false',
    key: (name) => (name === '__proto__' ? `[${quoted(name)}]` : quoted(name)),
  });

const indentBlock = (text: string, spaces: number) =>
  text
    .split('\n')
    .map((line) => ' '.repeat(spaces) + line)
    .join('\n');
const title = (method: string) => method.charAt(0) + method.slice(1).toLowerCase();

function curl({ method, url, body }: SampleRequest): string {
  const lines = [`curl -X ${method} ${shellQuoted(url)}`, `  -H "Authorization: Bearer $RELAYMARK_API_KEY"`];
  if (body !== undefined) {
    lines.push(`  -H "Content-Type: application/json"`);
    // --data-raw: with -d, a body starting with @ would name a file to send instead.
    lines.push(`  --data-raw ${shellQuoted(jsonText(body))}`);
  }
  return lines.join(' \\\n');
}

function node({ method, url, body }: SampleRequest): string {
  const headers = ['    Authorization: `Bearer ${process.env.RELAYMARK_API_KEY}`,'];
  if (body !== undefined) headers.push("    'Content-Type': 'application/json',");
  const bodyLine = body !== undefined ? `\n  body: JSON.stringify(${toJavaScript(body, 1)}),` : '';
  return `const response = await fetch(${singleQuoted(url)}, {
  method: '${method}',
  headers: {
${headers.join('\n')}
  },${bodyLine}
});

if (!response.ok) throw new Error(\`Relaymark API error: \${response.status}\`);
${method === 'DELETE' ? "console.log('Deleted');" : 'console.log(await response.json());'}`;
}

function python({ method, url, body }: SampleRequest): string {
  const payload = body !== undefined ? `,\n    json=${toPython(body, 1)}` : '';
  return `import os
import requests

response = requests.request(
    "${method}",
    ${quoted(url)},
    headers={"Authorization": f"Bearer {os.environ['RELAYMARK_API_KEY']}"}${payload},
    timeout=30,
)
response.raise_for_status()
${method === 'DELETE' ? 'print("Deleted")' : 'print(response.json())'}`;
}

function php({ method, url, body }: SampleRequest): string {
  const headers = ["'Authorization: Bearer ' . getenv('RELAYMARK_API_KEY')"];
  if (body !== undefined) headers.push("'Content-Type: application/json'");
  // A nowdoc (<<<'JSON') takes the JSON as written: no $variables, no escapes. No JSON line can start with JSON.
  const declaration = body !== undefined ? `$body = <<<'JSON'\n${jsonText(body)}\nJSON;\n\n` : '';
  const payload = body !== undefined ? `\n    CURLOPT_POSTFIELDS => $body,` : '';
  return `<?php
${declaration}$curl = curl_init(${singleQuoted(url)});
curl_setopt_array($curl, [
    CURLOPT_CUSTOMREQUEST => '${method}',
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_HTTPHEADER => [
        ${headers.join(',\n        ')},
    ],${payload}
]);
$response = curl_exec($curl);
$status = curl_getinfo($curl, CURLINFO_HTTP_CODE);

if ($response === false || $status >= 400) {
    throw new RuntimeException('Relaymark API error: ' . ($status ?: curl_error($curl)));
}
${method === 'DELETE' ? "echo 'Deleted';" : 'print_r(json_decode($response, true));'}`;
}

function ruby({ method, url, body }: SampleRequest): string {
  // A single-quoted squiggly heredoc takes the JSON as written: no #{} interpolation, no escapes.
  const payload =
    body !== undefined
      ? `\nrequest['Content-Type'] = 'application/json'\nrequest.body = <<~'JSON'.chomp\n${indentBlock(jsonText(body), 2)}\nJSON`
      : '';
  return `require 'json'
require 'net/http'

uri = URI(${singleQuoted(url)})
request = Net::HTTP::${title(method)}.new(uri)
request['Authorization'] = "Bearer #{ENV.fetch('RELAYMARK_API_KEY')}"${payload}

response = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == 'https') { |http| http.request(request) }
raise "Relaymark API error: #{response.code}" unless response.is_a?(Net::HTTPSuccess)
${method === 'DELETE' ? "puts 'Deleted'" : 'puts JSON.parse(response.body)'}`;
}

/**
 * A Java text block interprets escapes, so every backslash is doubled (that also keeps
 * `\u` from being read as a Unicode escape). The closing """ follows the last line, so the
 * text has no trailing newline; a final " would merge with it and is escaped.
 */
function javaTextBlock(text: string, indent: number): string {
  const escaped = text.replaceAll('\\', '\\\\').replace(/"$/, '\\"');
  return `"""\n${indentBlock(escaped, indent)}"""`;
}

function java({ method, url, body }: SampleRequest): string {
  const declaration = body !== undefined ? `        String body = ${javaTextBlock(jsonText(body), 12)};\n\n` : '';
  const publisher =
    body !== undefined ? 'HttpRequest.BodyPublishers.ofString(body)' : 'HttpRequest.BodyPublishers.noBody()';
  const contentType = body !== undefined ? '\n            .header("Content-Type", "application/json")' : '';
  return `import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Example {
    public static void main(String[] args) throws Exception {
${declaration}        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create(${quoted(url)}))
            .header("Authorization", "Bearer " + System.getenv("RELAYMARK_API_KEY"))${contentType}
            .method("${method}", ${publisher})
            .build();

        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 400) {
            throw new IllegalStateException("Relaymark API error: " + response.statusCode());
        }
        System.out.println(response.body());
    }
}`;
}

/** A C# raw string literal: no escapes; its quotes outnumber any run of quotes in the text. */
function csharpRawString(text: string, indent: number): string {
  const longestRun = Math.max(0, ...(text.match(/"+/g) ?? []).map((run) => run.length));
  const quotes = '"'.repeat(Math.max(3, longestRun + 1));
  return `${quotes}\n${indentBlock(text, indent)}\n${' '.repeat(indent)}${quotes}`;
}

function csharp({ method, url, body }: SampleRequest): string {
  const content =
    body !== undefined
      ? `\n    Content = new StringContent(\n        ${csharpRawString(jsonText(body), 8)},\n        Encoding.UTF8,\n        "application/json"),`
      : '';
  return `using System.Net.Http.Headers;
using System.Text;

using var client = new HttpClient();
var request = new HttpRequestMessage(HttpMethod.${title(method)}, ${quoted(url)})
{${content}
};
request.Headers.Authorization = new AuthenticationHeaderValue(
    "Bearer", Environment.GetEnvironmentVariable("RELAYMARK_API_KEY"));

var response = await client.SendAsync(request);
response.EnsureSuccessStatusCode();
Console.WriteLine(await response.Content.ReadAsStringAsync());`;
}

/** A Go raw string interprets nothing; a backquote, which would end it, is spliced in as "`". */
const goRawString = (text: string) => `\`${text.replaceAll('`', '` + "`" + `')}\``;

function go({ method, url, body }: SampleRequest): string {
  const bodyDecl = body !== undefined ? `\tpayload := strings.NewReader(${goRawString(jsonText(body))})\n` : '';
  const imports = ['"fmt"', '"io"', '"net/http"', '"os"', ...(body !== undefined ? ['"strings"'] : [])];
  return `package main

import (
${imports.map((name) => `\t${name}`).join('\n')}
)

func main() {
${bodyDecl}\treq, err := http.NewRequest("${method}", ${quoted(url)}, ${body !== undefined ? 'payload' : 'nil'})
\tif err != nil {
\t\tpanic(err)
\t}
\treq.Header.Set("Authorization", "Bearer "+os.Getenv("RELAYMARK_API_KEY"))
${body !== undefined ? '\treq.Header.Set("Content-Type", "application/json")\n' : ''}
\tres, err := http.DefaultClient.Do(req)
\tif err != nil {
\t\tpanic(err)
\t}
\tdefer res.Body.Close()
\tif res.StatusCode >= 400 {
\t\tpanic(fmt.Sprintf("Relaymark API error: %d", res.StatusCode))
\t}
\tdata, _ := io.ReadAll(res.Body)
\tfmt.Println(string(data))
}`;
}

const GENERATORS: Record<SampleLanguage, (request: SampleRequest) => string> = {
  curl,
  node,
  python,
  php,
  ruby,
  java,
  csharp,
  go,
};

export function codeSample(language: SampleLanguage, request: SampleRequest): string {
  return GENERATORS[language]({ ...request, method: request.method.toUpperCase() });
}

export function codeSamples(
  request: SampleRequest,
): { id: SampleLanguage; label: string; prism: string; code: string }[] {
  return SAMPLE_LANGUAGES.map((language) => ({ ...language, code: codeSample(language.id, request) }));
}
