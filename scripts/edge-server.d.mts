export const EDGE_COMPATIBILITY_DATE: string;
export function edgeServerCommand(dir: string, port: number): string;
export const EDGE_SERVER_ENV: Record<string, string>;
