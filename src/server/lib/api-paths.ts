/** Whether a request's URL names the API (data, never a page): its routes and the health checks. */
export function isApiPath(url: string): boolean {
  // Asked on every request, by the security headers and the web root: no list to walk.
  return url.startsWith('/api/') || url.startsWith('/paypal/') || url === '/healthz' || url === '/readyz';
}
