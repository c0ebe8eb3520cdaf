/**
 * The values the contracts' examples share (`.meta({ examples })`, shown in the OpenAPI document and the reference
 * page at /api/v2/docs), so one example run, tenant and time read the same everywhere.
 */
export const EXAMPLE = {
  runId: 'run_1764115200_3f9c2a7b1d4e6f80',
  interviewId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  tenantId: '2c4e6a8b-0d1f-4b3c-9e5a-7f8d6c4b2a10',
  platformId: '7d5c3b1a-9e8f-4a6b-b2c4-d6e8f0a1b3c5',
  userId: '4f3e2d1c-0b9a-4877-a665-544332211000',
  apiKey: 'irs_live_3f9c0d2e7a1b4c5d3f9c0d2e7a1b4c5d3f9c0d2e7a1b4c5d3f9c0d2e7a1b4c5d',
  keyPrefix: 'irs_live_3f9c0d2e',
  keyId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  eventId: '0b7e4c1a-5f2d-4e8b-9c3a-1d2e3f4a5b6c',
  deliveryId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
  planId: '6f1c0a2e-8d3b-4c59-9a71-2b4e5d6f7a80',
  time: '2026-11-26T09:30:00.000Z',
  later: '2026-11-26T09:45:12.345Z',
  callbackUrl: 'https://ats.example.com/hooks/interviews',
  appUrl: 'https://interviews.example.com/app',
} as const;
