/**
 * Example requests for an API operation in the eight languages of the docs, generated
 * from the operation's method, URL and example body (so they never drift from the
 * OpenAPI document). Each reads the API key from the RELAYMARK_API_KEY variable.
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

const pad = (depth: number) => '    '.repeat(depth);

/** A JSON value as a literal of a language whose maps look like `{k: v}` or `[k => v]`. */
function literal(
  value: Json,
  depth: number,
  style: { open: string; close: string; arrow: string; nil: string; t: string; f: string },
): string {
  if (value === null) return style.nil;
  if (typeof value === 'boolean') return value ? style.t : style.f;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad(depth + 1)}${literal(item, depth + 1, style)}`).join(',\n')}\n${pad(depth)}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return `${style.open}${style.close}`;
  const lines = entries.map(
    ([key, item]) => `${pad(depth + 1)}${JSON.stringify(key)}${style.arrow}${literal(item, depth + 1, style)}`,
  );
  return `${style.open}\n${lines.join(',\n')}\n${pad(depth)}${style.close}`;
}

export const toPython = (value: Json, depth = 0) =>
  literal(value, depth, { open: '{', close: '}', arrow: ': ', nil: 'None', t: 'True', f: 'False' });
export const toPhp = (value: Json, depth = 0) =>
  literal(value, depth, { open: '[', close: ']', arrow: ' => ', nil: 'null', t: 'true', f: 'false' });
export const toRuby = (value: Json, depth = 0) =>
  literal(value, depth, { open: '{', close: '}', arrow: ' => ', nil: 'nil', t: 'true', f: 'false' });

const json = (body: Json, indent = 2) => JSON.stringify(body, null, indent);
const indentBlock = (text: string, spaces: number) =>
  text
    .split('\n')
    .map((line) => ' '.repeat(spaces) + line)
    .join('\n');
const title = (method: string) => method.charAt(0) + method.slice(1).toLowerCase();

function curl({ method, url, body }: SampleRequest): string {
  const lines = [`curl -X ${method} "${url}"`, `  -H "Authorization: Bearer $RELAYMARK_API_KEY"`];
  if (body !== undefined) {
    lines.push(`  -H "Content-Type: application/json"`);
    lines.push(`  -d '${json(body).replaceAll("'", "'\\''")}'`);
  }
  return lines.join(' \\\n');
}

function node({ method, url, body }: SampleRequest): string {
  const headers = ['    Authorization: `Bearer ${process.env.RELAYMARK_API_KEY}`,'];
  if (body !== undefined) headers.push("    'Content-Type': 'application/json',");
  const bodyLine = body !== undefined ? `\n  body: JSON.stringify(${indentBlock(json(body), 2).trimStart()}),` : '';
  return `const response = await fetch('${url}', {
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
    "${url}",
    headers={"Authorization": f"Bearer {os.environ['RELAYMARK_API_KEY']}"}${payload},
    timeout=30,
)
response.raise_for_status()
${method === 'DELETE' ? 'print("Deleted")' : 'print(response.json())'}`;
}

function php({ method, url, body }: SampleRequest): string {
  const headers = ["'Authorization: Bearer ' . getenv('RELAYMARK_API_KEY')"];
  if (body !== undefined) headers.push("'Content-Type: application/json'");
  const payload = body !== undefined ? `\n    CURLOPT_POSTFIELDS => json_encode(${toPhp(body, 1)}),` : '';
  return `<?php
$curl = curl_init('${url}');
curl_setopt_array($curl, [
    CURLOPT_CUSTOMREQUEST => '${method}',
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_HTTPHEADER => [
        ${headers.join(',\n        ')},
    ],${payload}
]);
$response = curl_exec($curl);
$status = curl_getinfo($curl, CURLINFO_HTTP_CODE);
curl_close($curl);

if ($status >= 400) {
    throw new RuntimeException("Relaymark API error: $status");
}
${method === 'DELETE' ? "echo 'Deleted';" : 'print_r(json_decode($response, true));'}`;
}

function ruby({ method, url, body }: SampleRequest): string {
  const payload =
    body !== undefined
      ? `\nrequest['Content-Type'] = 'application/json'\nrequest.body = JSON.generate(${toRuby(body, 0)})`
      : '';
  return `require 'json'
require 'net/http'

uri = URI('${url}')
request = Net::HTTP::${title(method)}.new(uri)
request['Authorization'] = "Bearer #{ENV.fetch('RELAYMARK_API_KEY')}"${payload}

response = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(request) }
raise "Relaymark API error: #{response.code}" unless response.is_a?(Net::HTTPSuccess)
${method === 'DELETE' ? "puts 'Deleted'" : 'puts JSON.parse(response.body)'}`;
}

function java({ method, url, body }: SampleRequest): string {
  const publisher =
    body !== undefined
      ? `HttpRequest.BodyPublishers.ofString("""\n${indentBlock(json(body), 12)}\n            """)`
      : 'HttpRequest.BodyPublishers.noBody()';
  const contentType = body !== undefined ? '\n            .header("Content-Type", "application/json")' : '';
  return `import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Example {
    public static void main(String[] args) throws Exception {
        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("${url}"))
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

function csharp({ method, url, body }: SampleRequest): string {
  const content =
    body !== undefined
      ? `\n    Content = new StringContent(\n        """\n${indentBlock(json(body), 8)}\n        """,\n        Encoding.UTF8,\n        "application/json"),`
      : '';
  return `using System.Net.Http.Headers;
using System.Text;

using var client = new HttpClient();
var request = new HttpRequestMessage(HttpMethod.${title(method)}, "${url}")
{${content}
};
request.Headers.Authorization = new AuthenticationHeaderValue(
    "Bearer", Environment.GetEnvironmentVariable("RELAYMARK_API_KEY"));

var response = await client.SendAsync(request);
response.EnsureSuccessStatusCode();
Console.WriteLine(await response.Content.ReadAsStringAsync());`;
}

function go({ method, url, body }: SampleRequest): string {
  const bodyDecl =
    body !== undefined ? `\tpayload := strings.NewReader(\`${json(body).replaceAll('`', '` + "`" + `')}\`)\n` : '';
  const imports = ['"fmt"', '"io"', '"net/http"', '"os"', ...(body !== undefined ? ['"strings"'] : [])];
  return `package main

import (
${imports.map((name) => `\t${name}`).join('\n')}
)

func main() {
${bodyDecl}\treq, err := http.NewRequest("${method}", "${url}", ${body !== undefined ? 'payload' : 'nil'})
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
