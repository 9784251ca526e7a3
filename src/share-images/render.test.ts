import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderShareImage } from './render';

const logo = `data:image/svg+xml;base64,${readFileSync(new URL('../../public/favicon.svg', import.meta.url)).toString('base64')}`;
const card = (title: string) => ({
  title,
  subtitle: 'Relaymark Blog',
  brand: 'Relaymark',
  host: 'www.relaymark.com',
  logo,
});

/** Width and height from a PNG's IHDR chunk (bytes 16 to 23). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('renderShareImage', () => {
  it('draws a 1200x630 PNG', async () => {
    const png = await renderShareImage(card('Webhook best practices'));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('draws the title: another title gives another image', async () => {
    const [a, b] = await Promise.all([renderShareImage(card('SMS API')), renderShareImage(card('Email API'))]);
    expect(a.equals(b)).toBe(false);
  });
});
