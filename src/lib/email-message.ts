/** What every form says about an address the site's e-mail rule refuses (content/forms/forms.yaml). */
import { EMAIL_MAX_LENGTH, type EmailProblem } from './email';
import { fill } from './template';
import type { FormsCopy } from '../schemas/forms';

export function emailMessage(messages: FormsCopy['email'], problem: EmailProblem): string {
  return fill(messages[problem], { max: EMAIL_MAX_LENGTH });
}
