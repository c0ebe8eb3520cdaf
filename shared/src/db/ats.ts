import type { Db } from './data-source.js';

export const ATS = ['greenhouse', 'ashby'] as const;
export type Ats = (typeof ATS)[number];

/** Ashby's API host, where assessment.update goes unless the tenant names another base URL. */
export const ASHBY_DEFAULT_BASE_URL = 'https://api.ashbyhq.com';

/** A tenant's adapter settings (migration 1796210000000-ats-integrations); every adapter is off until turned on. */
export interface AtsSettings {
  tenant_id: string;
  greenhouse_enabled: boolean;
  greenhouse_credential_enc: string | null;
  greenhouse_credential_hint: string | null;
  ashby_enabled: boolean;
  ashby_api_key_enc: string | null;
  ashby_api_key_hint: string | null;
  ashby_base_url: string | null;
  updated_at: Date;
}

const OFF = (tenantId: string): AtsSettings => ({
  tenant_id: tenantId,
  greenhouse_enabled: false,
  greenhouse_credential_enc: null,
  greenhouse_credential_hint: null,
  ashby_enabled: false,
  ashby_api_key_enc: null,
  ashby_api_key_hint: null,
  ashby_base_url: null,
  updated_at: new Date(0),
});

export async function atsSettings(db: Db, tenantId: string): Promise<AtsSettings> {
  const [row] = (await db.query(`SELECT * FROM ats_settings WHERE tenant_id = $1`, [tenantId])) as AtsSettings[];
  return row ?? OFF(tenantId);
}

/** Writes the given settings of the tenant (the others kept); returns them as they are now. */
export async function saveAtsSettings(
  db: Db,
  tenantId: string,
  changes: Partial<Omit<AtsSettings, 'tenant_id' | 'updated_at'>>,
): Promise<AtsSettings> {
  const next = { ...(await atsSettings(db, tenantId)), ...changes };
  const [row] = (await db.query(
    `INSERT INTO ats_settings (tenant_id, greenhouse_enabled, greenhouse_credential_enc, greenhouse_credential_hint,
       ashby_enabled, ashby_api_key_enc, ashby_api_key_hint, ashby_base_url, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
     ON CONFLICT (tenant_id) DO UPDATE SET greenhouse_enabled = $2, greenhouse_credential_enc = $3,
       greenhouse_credential_hint = $4, ashby_enabled = $5, ashby_api_key_enc = $6, ashby_api_key_hint = $7,
       ashby_base_url = $8, updated_at = now()
     RETURNING *`,
    [
      tenantId,
      next.greenhouse_enabled,
      next.greenhouse_credential_enc,
      next.greenhouse_credential_hint,
      next.ashby_enabled,
      next.ashby_api_key_enc,
      next.ashby_api_key_hint,
      next.ashby_base_url,
    ],
  )) as AtsSettings[];
  return row!;
}

/** A run an ATS started: what the ATS must be told back, and where. */
export interface AtsRun {
  run_id: string;
  tenant_id: string;
  ats: Ats;
  /** The API key the ATS called with. */
  api_key_id: string;
  /** The interview template (the ATS's test or assessment type). */
  test_id: string;
  application_id: string;
  /** Greenhouse: the `url` of send_test, PATCHed on completion. */
  callback_url: string | null;
  /** Greenhouse: the key it used, encrypted: the callback's credential unless the tenant stored another. */
  credential_enc: string | null;
  /** When the candidate's invitation was mailed. */
  invited_at: Date | null;
  created_at: Date;
}

export async function insertAtsRun(db: Db, r: Omit<AtsRun, 'created_at' | 'invited_at'>): Promise<void> {
  await db.query(
    `INSERT INTO ats_runs (run_id, tenant_id, ats, api_key_id, test_id, application_id, callback_url, credential_enc)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (run_id) DO NOTHING`,
    [r.run_id, r.tenant_id, r.ats, r.api_key_id, r.test_id, r.application_id, r.callback_url, r.credential_enc],
  );
}

export async function findAtsRun(db: Db, runId: string): Promise<AtsRun | null> {
  const [row] = (await db.query(`SELECT * FROM ats_runs WHERE run_id = $1`, [runId])) as AtsRun[];
  return row ?? null;
}

export async function markAtsInvited(db: Db, runId: string): Promise<void> {
  await db.query(`UPDATE ats_runs SET invited_at = now() WHERE run_id = $1`, [runId]);
}

/** The runs of one application in one ATS that have not reached a terminal state. */
export async function activeAtsRuns(db: Db, tenantId: string, ats: Ats, applicationId: string): Promise<string[]> {
  const rows = (await db.query(
    `SELECT a.run_id FROM ats_runs a JOIN runs r ON r.run_id = a.run_id
     WHERE a.tenant_id = $1 AND a.ats = $2 AND a.application_id = $3
       AND r.state NOT IN ('COMPLETED', 'REJECTED', 'CANCELLED')`,
    [tenantId, ats, applicationId],
  )) as { run_id: string }[];
  return rows.map((r) => r.run_id);
}

/** At most this much of an error report is kept, and this many reports per tenant are listed. */
export const ATS_ERROR_MAX_BYTES = 16_384;
export const ATS_ERRORS_LISTED = 100;

export async function recordAtsError(
  db: Db,
  e: { tenantId: string; ats: Ats; runId: string | null; report: unknown },
): Promise<void> {
  await db.query(`INSERT INTO ats_errors (tenant_id, ats, run_id, report) VALUES ($1, $2, $3, $4)`, [
    e.tenantId,
    e.ats,
    e.runId,
    JSON.stringify(e.report),
  ]);
}

export async function listAtsErrors(
  db: Db,
  tenantId: string,
): Promise<{ id: string; ats: Ats; run_id: string | null; report: unknown; received_at: Date }[]> {
  return (await db.query(
    `SELECT id::text, ats, run_id, report, received_at FROM ats_errors WHERE tenant_id = $1
     ORDER BY received_at DESC, id DESC LIMIT ${ATS_ERRORS_LISTED}`,
    [tenantId],
  )) as { id: string; ats: Ats; run_id: string | null; report: unknown; received_at: Date }[];
}
