/**
 * A copy of `text` that holds no reference to the string it was cut from. V8 keeps a substring of
 * 13 characters or more as a view into its parent: a page's CSP or an element's id, kept until
 * every page has been read, would keep that page's whole HTML in memory with it (a build of
 * thousands of pages then held all of them).
 */
export const detached = (text: string): string => Buffer.from(text, 'utf8').toString('utf8');
