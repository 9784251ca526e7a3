import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../lib/project-files';
import { composeFormSchema } from '../../schemas/forms';
import { segmentsNews } from './SmsCounter';

/** A translation's counter texts, read from its content file as written. */
const counterIn = (file: string) =>
  composeFormSchema.shape.counter.parse(
    (load(readFileSync(join(CONTENT, file), 'utf8')) as { counter: unknown }).counter,
  );

describe('what is said as an SMS moves to another number of segments', () => {
  it('in German and Spanish, with the numbers written as each language writes them', () => {
    const long = 'a'.repeat(1600);
    expect(segmentsNews('a', 'a'.repeat(161), counterIn('forms/de/compose-form.yaml'), 'de-DE')).toBe(
      'Ihre Nachricht umfasst jetzt 2 Segmente (bis zu 306 Zeichen).',
    );
    expect(segmentsNews('a', long, counterIn('forms/de/compose-form.yaml'), 'de-DE')).toBe(
      'Ihre Nachricht umfasst jetzt 11 Segmente (bis zu 1.683 Zeichen).',
    );
    expect(segmentsNews('a'.repeat(161), 'a', counterIn('forms/es/compose-form.yaml'), 'es-ES')).toBe(
      'Tu mensaje ocupa ahora 1 segmento (hasta 160 caracteres).',
    );
  });
});
