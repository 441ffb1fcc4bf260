const API_PREFIXES = ['/api/', '/paypal/'];

/** Whether a request's URL names the API (data, never a page): its routes and the health checks. */
export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/healthz' || url === '/readyz';
}
