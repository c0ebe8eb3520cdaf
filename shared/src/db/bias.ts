import { decryptText, encryptText } from '../crypto.js';
import type { Db } from './data-source.js';

/**
 * The one owner of `self_identifications` and `bias_outcomes` (issue 37 §4). The answers are read back only to
 * de-identify them at assessment approval: never shown per candidate, exported, sent or logged.
 */
export const SEX_CATEGORIES = ['female', 'male', 'prefer_not_to_say'] as const;
/** EEO-1's race/ethnicity categories, and the choice not to say. */
export const RACE_CATEGORIES = [
  'hispanic_or_latino',
  'white',
  'black_or_african_american',
  'native_hawaiian_or_pacific_islander',
  'asian',
  'american_indian_or_alaska_native',
  'two_or_more_races',
  'prefer_not_to_say',
] as const;
/** A candidate who answered nothing: counted, never in an impact ratio. */
export const NOT_PROVIDED = 'not_provided';

export interface SelfIdentification {
  sex: (typeof SEX_CATEGORIES)[number];
  race: (typeof RACE_CATEGORIES)[number];
}

/** Stores (or replaces) the run's answers, encrypted. */
export async function saveSelfIdentification(
  db: Db,
  key: Buffer,
  r: { runId: string; tenantId: string; answers: SelfIdentification },
): Promise<void> {
  await db.query(
    `INSERT INTO self_identifications (run_id, tenant_id, answers_enc) VALUES ($1, $2, $3)
     ON CONFLICT (run_id) DO UPDATE SET answers_enc = EXCLUDED.answers_enc, created_at = now()`,
    [r.runId, r.tenantId, encryptText(key, JSON.stringify(r.answers))],
  );
}

/**
 * At assessment approval: one de-identified outcome row (the answers' categories, or not_provided) with no link to the
 * run. `month` is the approval's.
 */
export async function recordBiasOutcome(
  db: Db,
  key: Buffer,
  r: { runId: string; tenantId: string; position: string; level: string; tier: string; approvedAt: Date },
): Promise<void> {
  const [row] = (await db.query(`SELECT answers_enc FROM self_identifications WHERE run_id = $1`, [r.runId])) as {
    answers_enc: string;
  }[];
  const answers = row ? (JSON.parse(decryptText(key, row.answers_enc)) as SelfIdentification) : null;
  await db.query(
    `INSERT INTO bias_outcomes (tenant_id, position, level, month, outcome_tier, sex, race)
     VALUES ($1, $2, $3, date_trunc('month', $4::timestamptz AT TIME ZONE 'UTC')::date, $5, $6, $7)`,
    [
      r.tenantId,
      r.position,
      r.level,
      r.approvedAt.toISOString(),
      r.tier,
      answers?.sex ?? NOT_PROVIDED,
      answers?.race ?? NOT_PROVIDED,
    ],
  );
}

/** The purge takes the answers with the rest of the candidate's data. */
export async function deleteSelfIdentifications(db: Db, runIds: readonly string[]): Promise<void> {
  await db.query(`DELETE FROM self_identifications WHERE run_id = ANY($1)`, [runIds]);
}

export interface OutcomeCount {
  sex: string;
  race: string;
  assessed: number;
  selected: number;
}

/** Outcome counts per sex × race of the given tenants, filtered; "selected" = coverage tier sufficient. */
export async function outcomeCounts(
  db: Db,
  f: { tenantIds: string[]; position?: string; level?: string; from?: string; to?: string },
): Promise<OutcomeCount[]> {
  const rows = (await db.query(
    `SELECT sex, race, count(*)::int AS assessed, count(*) FILTER (WHERE outcome_tier = 'sufficient')::int AS selected
       FROM bias_outcomes
      WHERE tenant_id = ANY($1::uuid[]) AND ($2::text IS NULL OR lower(position) = lower($2))
        AND ($3::text IS NULL OR level = $3) AND ($4::date IS NULL OR month >= date_trunc('month', $4::date))
        AND ($5::date IS NULL OR month <= $5::date)
      GROUP BY sex, race`,
    [f.tenantIds, f.position ?? null, f.level ?? null, f.from ?? null, f.to ?? null],
  )) as OutcomeCount[];
  return rows;
}
