/** The sample account area: its pages may load their scripts at once; marketing pages may not. */
export const ACCOUNT_ROUTES = /^\/(login|register|dashboard|compose|reports|schedule)(\/|$)/;
