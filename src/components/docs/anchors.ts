/** Element ids shared by the reference pages and the links to them. */
export const objectAnchor = (name: string) => `object-${name.toLowerCase()}`;
export const headerAnchor = (name: string) => `header-${name.toLowerCase()}`;
export const eventAnchor = (name: string) => `event-${name.replace(/\./g, '-')}`;
/** The error codes page gives each code's row the code itself as its id. */
export const errorCodeHref = (code: string) => `/developers/errors#${code}`;
