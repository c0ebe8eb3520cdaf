/** The largest request body the gateway reads (JSON and JSON-RPC); a larger one is a 413 in the door's error shape. */
export const BODY_LIMIT = '256kb';
