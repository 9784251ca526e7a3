/** The address of an API reference section (an OpenAPI tag), or of one endpoint on it. */
export const sectionHref = (tag: string, operationId?: string) =>
  `/developers/api/${tag}${operationId ? `#${operationId}` : ''}`;
