/**
 * A request path as logs and traces may keep it: no query string, and the candidate's join-link token (a bearer
 * secret carried in the path: the API's /candidate-access/<token>, the web app's {app_url}/join/<token>) redacted.
 */
export const loggablePath = (url: string): string =>
  url.split('?')[0]!.replace(/(\/(?:candidate-access|join)\/)[^/]+/, '$1[redacted]');
