/** The one place that builds each kind of URL on the site. */
export const urls = {
  product: (id: string) => `/products/${id}`,
  solution: (id: string) => `/solutions/${id}`,
  blogPost: (id: string) => `/blog/${id}`,
  /** A blog category by its id (the slug of its English name, which posts name it by). */
  blogCategory: (id: string) => `/blog/category/${id}`,
  pressRelease: (id: string) => `/press/${id}`,
  resource: (id: string) => `/resources/${id}`,
  sdk: (id: string) => `/developers/sdks/${id}`,
  integration: (id: string) => `/developers/integrations/${id}`,
  developersPage: (id: string) => `/developers/${id}`,
  /** An API reference section (an OpenAPI tag), or one endpoint on it. */
  apiSection: (tag: string, operationId?: string) => `/developers/api/${tag}${operationId ? `#${operationId}` : ''}`,
};
