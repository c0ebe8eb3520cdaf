/**
 * The headers of the pages the gateway serves to browsers (the console, the API reference): scripts, styles and calls
 * from this origin only (no inline script), never framed, no Referer. `styles` widens style-src for a page whose
 * library injects inline styles.
 */
export function strictPageHeaders(styles: string[] = []): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styles].join(' '),
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ];
  return {
    'Content-Security-Policy': csp.join('; '),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}
