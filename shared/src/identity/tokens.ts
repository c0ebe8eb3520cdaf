/**
 * Audiences keep the two kinds of bearer token apart: a user session JWT can never pass for an OAuth access token
 * and vice versa, even though both are signed by the same key set.
 */
export const USER_TOKEN_AUDIENCE = 'urn:interview-run-service:user';
export const API_AUDIENCE = 'urn:interview-run-service:api';
export const USER_TOKEN_TYPE = 'JWT';
export const ACCESS_TOKEN_TYPE = 'at+jwt';
