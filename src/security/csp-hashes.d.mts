export function cspHash(text: string): `sha256-${string}`;
export function sonnerStyleHash(): `sha256-${string}`;
export const HIDDEN_STYLE: string;
export const STYLE_ATTRIBUTES: string[];
export function styleAttributeHashes(): `sha256-${string}`[];
export const INLINE_SCRIPTS: string[];
export function inlineScriptHashes(): `sha256-${string}`[];
export const EMPTY_STYLE_HASH: `sha256-${string}`;
