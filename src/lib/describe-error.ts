/** What to tell the person about a failure: a response's status text when there is one, else the message. */
export function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { statusText, message } = error as { statusText?: unknown; message?: unknown };
    if (typeof statusText === 'string' && statusText) return statusText;
    if (typeof message === 'string' && message) return message;
  }
  return typeof error === 'string' && error ? error : 'Unknown error';
}
