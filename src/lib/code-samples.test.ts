import { describe, expect, it } from 'vitest';
import { buildUrl, codeSample, codeSamples, jsonText, SAMPLE_LANGUAGES, toJavaScript, toPython } from './code-samples';

const send = {
  method: 'post',
  url: 'https://api.relaymark.com/v1/sms/send',
  body: { to: '+15551234567', message: "It's here", flash: false, ref: null },
};
const get = { method: 'GET', url: 'https://api.relaymark.com/v1/sms/msg_1' };

describe('buildUrl', () => {
  it('fills path parameters and appends the query', () => {
    expect(buildUrl('https://api.relaymark.com/v1/', '/sms/{message_id}', { message_id: 'msg 1' }, {})).toBe(
      'https://api.relaymark.com/v1/sms/msg%201',
    );
    expect(buildUrl('https://api.relaymark.com/v1', '/sms/history', {}, { limit: 20, status: 'delivered' })).toBe(
      'https://api.relaymark.com/v1/sms/history?limit=20&status=delivered',
    );
  });
});

describe('literals', () => {
  it('converts JSON to Python and JavaScript', () => {
    expect(toPython({ a: true, b: null, c: [1] })).toBe(
      '{\n    "a": True,\n    "b": None,\n    "c": [\n        1\n    ]\n}',
    );
    expect(toJavaScript({ a: false })).toBe('{\n  "a": false\n}');
  });

  it('keeps __proto__ an ordinary key in JavaScript', () => {
    expect(toJavaScript(JSON.parse('{"__proto__": 1}') as { __proto__: number })).toBe('{\n  ["__proto__"]: 1\n}');
  });

  it('writes the characters that end a line in C# or break Go as JSON escapes', () => {
    expect(jsonText({ a: 'x\u2028y\u0085z\ufeff' })).toBe('{\n  "a": "x\\u2028y\\u0085z\\ufeff"\n}');
  });
});

describe('codeSamples', () => {
  it('writes one sample per language, each with the method, URL and key', () => {
    const samples = codeSamples(send);
    expect(samples.map((s) => s.id)).toEqual(SAMPLE_LANGUAGES.map((l) => l.id));
    for (const sample of samples) {
      expect(sample.code, sample.id).toContain('https://api.relaymark.com/v1/sms/send');
      expect(sample.code, sample.id).toContain('RELAYMARK_API_KEY');
      expect(sample.code, sample.id).toMatch(/POST|Post/);
      expect(sample.code, sample.id).toContain('+15551234567');
    }
  });

  it('escapes single quotes in the curl body and URL', () => {
    expect(codeSample('curl', send)).toContain("It'\\''s here");
    expect(codeSample('curl', { method: 'GET', url: "https://x.test/a'b" })).toContain(`'https://x.test/a'\\''b'`);
  });

  it('sends no body on a GET', () => {
    expect(codeSample('curl', get)).not.toContain('--data');
    expect(codeSample('python', get)).not.toContain('json=');
    expect(codeSample('php', get)).not.toContain('POSTFIELDS');
    expect(codeSample('go', get)).toContain('http.NewRequest("GET", "https://api.relaymark.com/v1/sms/msg_1", nil)');
    expect(codeSample('go', get)).not.toContain('"strings"');
    expect(codeSample('ruby', get)).toContain('Net::HTTP::Get.new(uri)');
    expect(codeSample('csharp', get)).toContain('HttpMethod.Get');
    expect(codeSample('java', get)).toContain('BodyPublishers.noBody()');
  });

  it('writes native literals in Python and Node.js and the JSON text elsewhere', () => {
    expect(codeSample('python', send)).toContain('"flash": False');
    expect(codeSample('node', send)).toContain('"ref": null');
    expect(codeSample('php', send)).toContain(`$body = <<<'JSON'\n${jsonText(send.body)}\nJSON;`);
    expect(codeSample('ruby', send)).toContain(`request.body = <<~'JSON'.chomp\n  {\n    "to"`);
    expect(codeSample('java', send)).toContain('"ref": null\n            }""";');
    expect(codeSample('go', send)).toContain(`strings.NewReader(\`${jsonText(send.body)}\`)`);
  });

  it('escapes what the literals would otherwise interpret', () => {
    const body = { text: 'a\\b "q" `tick`' };
    expect(codeSample('java', { ...send, body })).toContain('"a\\\\\\\\b \\\\"q\\\\" `tick`"');
    expect(codeSample('go', { ...send, body })).toContain('"a\\\\b \\"q\\" ` + "`" + `tick` + "`" + `"');
  });

  it('only uses TLS for https URLs in Ruby, so the sample works against any server', () => {
    expect(codeSample('ruby', get)).toContain("use_ssl: uri.scheme == 'https'");
  });
});
