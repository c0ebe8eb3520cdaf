import type { TenantSettings } from '@irs/shared';
import type { Plan } from '@irs/engines/planner';
import type { CandidateDeps, CandidateSession } from './service.js';
import { CONSENT } from './consent.js';

/**
 * What a candidate reads before consenting (issue 37 §1; AI Act Art. 50 and 26(7), LL144's notice, GDPR Art. 13): that
 * an AI system interviews them, what it assesses in plain words and the screening questions it asks, that people
 * decide, how long the data is kept, whom to contact, and the choices they have instead. The consent records the
 * notice's version (CONSENT).
 */
export async function candidateNotice(deps: CandidateDeps, s: CandidateSession) {
  const plan = s.run.plan as unknown as Plan | null;
  const request = s.run.request as { company_name?: string; duration_minutes?: number };
  const company = request.company_name ?? null;
  const [tenant] = (await deps.ds.query(`SELECT settings FROM tenants WHERE id = $1`, [s.run.tenant_id])) as {
    settings: TenantSettings;
  }[];
  const settings = tenant?.settings ?? {};
  return {
    version: CONSENT.version,
    text: CONSENT.text,
    ai_system:
      'You will talk with an AI system, not a person. It asks the questions of an interview plan a recruiter ' +
      'approved, and writes down your answers.',
    competencies: (plan?.competencies ?? []).map((c) => ({ name: c.name, description: c.description })),
    // As the interviewer asks them (activities/src/conversation.ts): unless the tenant turned them off, never a protected one.
    screening_questions:
      settings.ask_screening === false
        ? []
        : (plan?.screening ?? []).flatMap((q) => (q.question && !q.protected ? [q.question] : [])),
    human_review:
      'People at the hiring company read the transcript and a summary of the evidence you gave. No automated ' +
      'decision is made about you; the summary never scores you or says whether to hire you.',
    retention: {
      candidate_data_days: settings.candidate_pii_retention_days ?? null,
      assessment_days: settings.assessment_retention_days ?? null,
      recording_days: settings.recording_retention_days ?? null,
    },
    contact:
      `${company ?? 'The hiring company'} is responsible for your data: reply to your invitation to reach them ` +
      'about this interview, a request, or your data.',
    duration_minutes: request.duration_minutes ?? 45,
  };
}
