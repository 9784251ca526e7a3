export const REFERENCE_ROUTE: string;
export const PADDED_REFERENCES: Record<string, number>;
export function writeReferencePage(dist: string): () => void;
