import { describe, expect, it } from 'vitest';
import { buildUrl, codeSample, codeSamples, SAMPLE_LANGUAGES, toPhp, toPython, toRuby } from './code-samples';

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
  it('converts JSON to Python, PHP and Ruby', () => {
    expect(toPython({ a: true, b: null, c: [1] })).toBe(
      '{\n    "a": True,\n    "b": None,\n    "c": [\n        1\n    ]\n}',
    );
    expect(toPhp({ a: false })).toBe('[\n    "a" => false\n]');
    expect(toRuby({ a: null })).toBe('{\n    "a" => nil\n}');
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

  it('escapes single quotes in the curl body', () => {
    expect(codeSample('curl', send)).toContain("It'\\''s here");
  });

  it('sends no body on a GET', () => {
    expect(codeSample('curl', get)).not.toContain('-d ');
    expect(codeSample('python', get)).not.toContain('json=');
    expect(codeSample('go', get)).toContain('http.NewRequest("GET", "https://api.relaymark.com/v1/sms/msg_1", nil)');
    expect(codeSample('go', get)).not.toContain('"strings"');
    expect(codeSample('ruby', get)).toContain('Net::HTTP::Get.new(uri)');
    expect(codeSample('csharp', get)).toContain('HttpMethod.Get');
  });

  it('writes native literals for the body', () => {
    expect(codeSample('python', send)).toContain('"flash": False');
    expect(codeSample('php', send)).toContain('"ref" => null');
    expect(codeSample('ruby', send)).toContain('"ref" => nil');
    expect(codeSample('java', send)).toContain('"flash": false');
  });
});
