import { z } from 'zod';

const httpsUrl = z
  .string()
  .max(2048)
  .refine((v) => URL.canParse(v) && new URL(v).protocol === 'https:', 'must be a valid https:// URL');

/**
 * PATCH /api/v2/tenant/integrations: which ATS adapters are on, the credentials we call them with (stored encrypted,
 * never shown again: null removes one) and Ashby's API base URL (null: Ashby's own host).
 */
export const IntegrationSettingsBody = z
  .strictObject({
    greenhouse_enabled: z.boolean(),
    /** The HTTP Basic username of Greenhouse's completion callback; null: the key Greenhouse called us with. */
    greenhouse_credential: z.string().trim().min(1).max(500).nullable(),
    ashby_enabled: z.boolean(),
    /** An Ashby API key with the candidatesWrite permission, for assessment.update. */
    ashby_api_key: z.string().trim().min(1).max(500).nullable(),
    ashby_base_url: httpsUrl.nullable(),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'give at least one setting to change')
  .meta({ examples: [{ ashby_enabled: true, ashby_api_key: 'ashby-api-key-with-candidatesWrite' }] });
export type IntegrationSettingsChange = z.output<typeof IntegrationSettingsBody>;

export const IntegrationSettingsView = z
  .object({
    greenhouse_enabled: z.boolean(),
    /** `****<last4>` of the stored credential, or null (the key Greenhouse used is the callback's credential). */
    greenhouse_credential_hint: z.string().nullable(),
    /** What the customer gives Greenhouse: list_tests, send_test, test_status and response_error live under it. */
    greenhouse_endpoint: z.string(),
    ashby_enabled: z.boolean(),
    ashby_api_key_hint: z.string().nullable(),
    /** Where assessment.update goes: the stored base URL, or Ashby's API host. */
    ashby_base_url: z.string(),
    /** What the customer gives Ashby: assessment.list, .start and .cancel live under it. */
    ashby_endpoint: z.string(),
  })
  .meta({
    examples: [
      {
        greenhouse_enabled: true,
        greenhouse_credential_hint: null,
        greenhouse_endpoint: 'https://interviews.example.com/integrations/greenhouse',
        ashby_enabled: true,
        ashby_api_key_hint: '****bWxl',
        ashby_base_url: 'https://api.ashbyhq.com',
        ashby_endpoint: 'https://interviews.example.com/integrations/ashby',
      },
    ],
  });

/** What Greenhouse reported through response_error, newest first (at most 100). */
export const IntegrationErrorList = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        ats: z.enum(['greenhouse', 'ashby']),
        run_id: z.string().nullable(),
        report: z.unknown(),
        received_at: z.iso.datetime({ offset: true }),
      }),
    ),
  })
  .meta({
    examples: [
      {
        items: [
          {
            id: '12',
            ats: 'greenhouse',
            run_id: 'run_1764115200_3f9c2a7b1d4e6f80',
            report: { partner_interview_id: 'run_1764115200_3f9c2a7b1d4e6f80', error: 'metadata not understood' },
            received_at: '2026-11-26T09:30:00.000Z',
          },
        ],
      },
    ],
  });
