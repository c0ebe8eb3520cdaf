import {
  RunEntity,
  TERMINAL_STATES,
  badRequest,
  candidateExport,
  dropCandidateRequest,
  findActiveInvite,
  findCandidateSession,
  forbidden,
  hashPassword,
  listCandidateRequests,
  notFound,
  openCandidateRequest,
  openCandidateSession,
  openRequestId,
  releaseOtpAttempt,
  saveSelfIdentification,
  replaceOtp,
  reserveOtpAttempt,
  reserveOtpMail,
  sha256Hex,
  TooManyRequests,
  unauthorized,
  useOtp,
  verifyPassword,
  type Invite,
  type RequestKind,
  type SelfIdentification,
  type Run,
} from '@irs/shared';
import { progress } from '@irs/engines/interviewer';
import type { Plan } from '@irs/engines/planner';
import type { Utterance } from '@irs/engines/transcript';
import * as msg from '@irs/workflows/messages';
import { auditWrite } from '../audit.js';
import { TOKEN_PATTERN, newOtp, newToken } from '../mint.js';
import { sendUpdate, type SameUpdate, type UpdateDeps } from '../runs/run-updates.js';
import { CONSENT } from './consent.js';
import type { Mailer } from './mailer.js';

export interface CandidateDeps extends UpdateDeps {
  mailer: Mailer;
  /** Encrypts what a candidate writes in a request (candidate_requests). */
  encKey: Buffer;
}

/** Wrong OTPs a link tolerates before it locks. */
export const MAX_OTP_ATTEMPTS = 5;
/** Code mails per invite within OTP_MAIL_WINDOW_SECONDS (a sliding window). */
export const MAX_OTP_MAILS = 3;
export const OTP_MAIL_WINDOW_SECONDS = 15 * 60;
const TOKEN = new RegExp(`^${TOKEN_PATTERN}$`);
const BEARER = new RegExp(`^Bearer (${TOKEN_PATTERN})$`, 'i');

export interface CandidateSession {
  id: string;
  run: Run;
}

/** The active invite behind a join-link token; every way a link can be unusable gets its own clear answer. */
async function inviteOf(deps: CandidateDeps, token: string): Promise<{ invite: Invite; run: Run }> {
  const invite = TOKEN.test(token) ? await findActiveInvite(deps.ds, sha256Hex(token)) : undefined;
  if (!invite) throw notFound('This interview link is not valid; it may have been replaced by a newer invitation');
  const run = await deps.ds.getRepository(RunEntity).findOneByOrFail({ run_id: invite.run_id });
  if (TERMINAL_STATES.includes(run.state)) throw notFound('This interview is no longer available');
  if (invite.expires_at.getTime() < Date.now())
    throw forbidden('This interview link has expired; ask for a new invitation');
  if (invite.failed_attempts >= MAX_OTP_ATTEMPTS) throw locked();
  return { invite, run };
}

const locked = () => forbidden('This link is locked after too many wrong codes; ask for a new invitation');

export async function interviewInfo(deps: CandidateDeps, token: string) {
  const { invite, run } = await inviteOf(deps, token);
  const request = run.request as { company_name?: string; duration_minutes?: number };
  return {
    interview_id: run.interview_id,
    company_name: request.company_name ?? null,
    position: run.position,
    duration_minutes: request.duration_minutes ?? 45,
    consent: CONSENT,
    expiresAt: invite.expires_at.toISOString(),
  };
}

/** Takes one of the invite's code-mail slots, or answers 429 with Retry-After: when a slot frees up. */
async function reserveMailSlot(deps: CandidateDeps, inviteId: string): Promise<void> {
  const slot = await reserveOtpMail(deps.ds, inviteId, OTP_MAIL_WINDOW_SECONDS, MAX_OTP_MAILS);
  if (slot.ok) return;
  const seconds = slot.retryAfterSeconds;
  throw new TooManyRequests(
    `Too many codes requested: at most ${MAX_OTP_MAILS} every ${OTP_MAIL_WINDOW_SECONDS / 60} minutes; try again in ${Math.ceil(seconds / 60)} min`,
    seconds,
  );
}

/**
 * Mails a fresh code to the candidate (also how a lost session is recovered); earlier codes stop working. Wrong
 * attempts keep counting across codes.
 */
export async function requestOtp(deps: CandidateDeps, token: string) {
  const { invite, run } = await inviteOf(deps, token);
  if (!run.candidate_email)
    throw badRequest('No e-mail address is on file for this interview: use the code from your invitation');
  await reserveMailSlot(deps, invite.id);
  const otp = newOtp();
  await replaceOtp(deps.ds, invite.id, await hashPassword(otp));
  const company = (run.request as { company_name?: string }).company_name;
  await deps.mailer.send(
    run.candidate_email,
    `Your interview code${company ? ` for ${company}` : ''}`,
    `Your one-time code for the ${run.position} interview is ${otp}.\n\nIt is valid with your interview link until ${invite.expires_at.toISOString()}.`,
  );
  await auditWrite(deps.ds, { candidateId: invite.id }, { action: 'candidate.otp_requested', run });
  return { sent: true };
}

const usedCode = () =>
  forbidden(
    'This code has already been used: select "Send me a code by e-mail" for a new one, or ask for a new invitation',
  );

/**
 * Checks the OTP (constant time, memory-hard hash); the fifth wrong one locks the link. A match uses the code up
 * (once, even for parallel requests) and opens a session.
 */
export async function verifyOtp(deps: CandidateDeps, token: string, otp: string) {
  const { invite, run } = await inviteOf(deps, token);
  if (invite.otp_used_at) throw usedCode();
  // Reserved before the code is evaluated, so parallel guesses never get more than MAX_OTP_ATTEMPTS evaluations.
  const attempts = await reserveOtpAttempt(deps.ds, invite.id, MAX_OTP_ATTEMPTS);
  if (attempts === null) throw locked();
  if (!(await verifyPassword(otp, invite.otp_hash))) {
    const left = MAX_OTP_ATTEMPTS - attempts;
    if (left > 0) throw unauthorized(`Wrong code; ${left} attempt${left === 1 ? '' : 's'} left`);
    await auditWrite(deps.ds, { candidateId: invite.id }, { action: 'candidate.locked', run });
    throw forbidden('Too many wrong codes: this link is now locked; ask for a new invitation');
  }
  // A right code is no failed attempt: give the reservation back, then use the code up if it is still this one.
  await releaseOtpAttempt(deps.ds, invite.id);
  if (!(await useOtp(deps.ds, invite.id, invite.otp_hash))) throw usedCode();
  const sessionToken = newToken();
  const ttl = Math.min(
    deps.config.CANDIDATE_SESSION_TTL_SECONDS,
    Math.floor((invite.expires_at.getTime() - Date.now()) / 1000),
  );
  const sessionId = await openCandidateSession(deps.ds, {
    runId: run.run_id,
    inviteId: invite.id,
    tokenHash: sha256Hex(sessionToken),
    ttlSeconds: ttl,
  });
  await auditWrite(deps.ds, { candidateId: sessionId }, { action: 'candidate.verified', run });
  return { session_token: sessionToken, expires_in: ttl };
}

/**
 * The run behind a candidate session token, or 401. A session lives only while its invite is the active one (not
 * replaced, not withdrawn by a purge) and the run is open; those moments also delete it, this is the second guard.
 */
export async function sessionOf(deps: CandidateDeps, bearer: string | undefined): Promise<CandidateSession> {
  const token = bearer?.match(BEARER)?.[1];
  const row = token ? await findCandidateSession(deps.ds, sha256Hex(token)) : undefined;
  if (!row) throw unauthorized('Missing or expired interview session; open your interview link again');
  return { id: row.id, run: await deps.ds.getRepository(RunEntity).findOneByOrFail({ run_id: row.run_id }) };
}

export async function recordConsent(deps: CandidateDeps, s: CandidateSession, version: string, ip: string | null) {
  if (version !== CONSENT.version)
    throw badRequest(`consent_version: the current notice is version ${CONSENT.version}`, [
      { field: 'consent_version', message: `expected ${CONSENT.version}` },
    ]);
  const consent = { version, accepted_at: new Date().toISOString(), ip };
  await deps.ds.getRepository(RunEntity).save({ run_id: s.run.run_id, consent });
  await auditWrite(deps.ds, { candidateId: s.id }, { action: 'candidate.consent', run: s.run, detail: { version } });
  return { consented: true, version, accepted_at: consent.accepted_at };
}

const transcriptOf = (run: Run) => (run.transcript ?? []) as Utterance[];
const visible = (u: Utterance) => ({ id: u.id, speaker: u.speaker, text: u.text, offset_ms: u.offset_ms });
const latest = async (deps: CandidateDeps, runId: string) =>
  deps.ds.getRepository(RunEntity).findOneByOrFail({ run_id: runId });
const lastInterviewerTurn = (run: Run) => {
  const last = transcriptOf(run).at(-1);
  return last?.speaker === 'interviewer' ? visible(last) : null;
};

const wrongStep = (what: string, run: Run) => badRequest(`${what} is not possible now (interview state ${run.state})`);

/** A candidate turn waits for the interviewer's reply, which may take an LLM's whole deadline. */
const turn = (deps: CandidateDeps, s: CandidateSession, same: SameUpdate) => ({
  actor: { type: 'candidate' as const, id: s.id },
  timeoutMs: deps.config.CANDIDATE_TURN_TIMEOUT_MS,
  ...same,
});

/**
 * Starts the interview (consent first, checked here, server-side); starting again resumes where it stopped. `same`
 * makes the repeats of one Idempotency-Key one Update.
 */
export async function startInterview(deps: CandidateDeps, s: CandidateSession, same: SameUpdate = {}) {
  if (!s.run.consent) throw forbidden('Consent is required before the interview starts');
  if (s.run.state === 'INVITED' && (await openRequestId(deps.ds, s.run.run_id)))
    throw badRequest('Your request is with the hiring team: the interview can start once they have answered it');
  if (s.run.state === 'INVITED') {
    await sendUpdate(deps, s.run.run_id, msg.startInterview, turn(deps, s, same));
    await auditWrite(deps.ds, { candidateId: s.id }, { action: 'candidate.start', run: s.run });
  } else if (s.run.state !== 'IN_PROGRESS') throw wrongStep('Starting', s.run);
  const run = await latest(deps, s.run.run_id);
  return { state: run.state, message: lastInterviewerTurn(run) };
}

export async function sessionState(deps: CandidateDeps, s: CandidateSession) {
  const transcript = transcriptOf(s.run);
  const requests = await listCandidateRequests(deps.ds, deps.encKey, s.run.tenant_id, s.run.run_id);
  return {
    state: s.run.state,
    consented: s.run.consent !== null,
    requests: requests.map((r) => ({ kind: r.kind, status: r.status, extra_minutes: r.extra_minutes })),
    transcript: transcript.map(visible),
    progress: s.run.plan ? progress(s.run.plan as unknown as Plan, transcript) : { asked: 0, total: 0 },
    done: transcript.at(-1)?.kind === 'closing',
  };
}

/** Records one answer; with `same`, all the repeats of one Idempotency-Key record it once. */
export async function answer(deps: CandidateDeps, s: CandidateSession, text: string, same: SameUpdate = {}) {
  if (s.run.state !== 'IN_PROGRESS') throw wrongStep('Answering', s.run);
  const { done } = await sendUpdate(deps, s.run.run_id, msg.candidateMessage, {
    ...turn(deps, s, same),
    input: { kind: 'answer', payload: { text } },
  });
  return { reply: lastInterviewerTurn(await latest(deps, s.run.run_id)), done };
}

export const PROCTOR_EVENTS = [
  'tab_hidden',
  'tab_visible',
  'focus_lost',
  'focus_gained',
  'paste',
  'copy',
  'fullscreen_exit',
] as const;

/** Browser signals during the interview, kept for the transcript's proctor_events (appended atomically). */
export async function proctorEvent(deps: CandidateDeps, s: CandidateSession, type: string, detail?: string) {
  if (s.run.state !== 'IN_PROGRESS') throw wrongStep('Recording an event', s.run);
  const started = s.run.interview_started_at?.getTime() ?? Date.now();
  const event = { type, detail: detail ?? null, at: new Date().toISOString(), offset_ms: Date.now() - started };
  await deps.ds.query(
    `UPDATE runs SET proctor_events = coalesce(proctor_events, '[]'::jsonb) || $2::jsonb WHERE run_id = $1`,
    [s.run.run_id, JSON.stringify([event])],
  );
  return { recorded: true };
}

export async function completeInterview(deps: CandidateDeps, s: CandidateSession) {
  if (s.run.state !== 'IN_PROGRESS') throw wrongStep('Completing', s.run);
  const { state } = await sendUpdate(deps, s.run.run_id, msg.completeInterview, {
    actor: { type: 'candidate', id: s.id },
  });
  await auditWrite(deps.ds, { candidateId: s.id }, { action: 'candidate.complete', run: s.run });
  return { state };
}

/**
 * The candidate asks for an accommodation (their text, stored encrypted) or an alternative process instead of the AI
 * interview (issue 37 §1). The run then holds: the workflow refuses the start until a recruiter answers.
 */
export async function requestInstead(
  deps: CandidateDeps,
  s: CandidateSession,
  kind: Exclude<RequestKind, 'erasure'>,
  details?: string,
) {
  if (s.run.state !== 'INVITED') throw wrongStep('A request', s.run);
  const id = await openCandidateRequest(deps.ds, deps.encKey, {
    runId: s.run.run_id,
    tenantId: s.run.tenant_id,
    kind,
    details: details ?? null,
  });
  if (!id) throw badRequest('You have already sent a request; the hiring team will answer it');
  const update = kind === 'accommodation' ? msg.requestAccommodation : msg.requestAlternative;
  try {
    await sendUpdate(deps, s.run.run_id, update, { actor: { type: 'candidate', id: s.id } });
  } catch (error) {
    await dropCandidateRequest(deps.ds, id);
    throw error;
  }
  await auditWrite(
    deps.ds,
    { candidateId: s.id },
    { action: `candidate.${kind}_request`, run: s.run, detail: { request_id: id } },
  );
  return { request_id: id, kind, status: 'open' as const };
}

/** All the candidate's data as JSON (GDPR Art. 15 and 20), with their own session; audited. */
export async function exportOwnData(deps: CandidateDeps, s: CandidateSession) {
  const requests = await listCandidateRequests(deps.ds, deps.encKey, s.run.tenant_id, s.run.run_id);
  await auditWrite(deps.ds, { candidateId: s.id }, { action: 'candidate.export', run: s.run });
  return candidateExport(await latest(deps, s.run.run_id), requests);
}

/**
 * The candidate asks for their data to be erased (GDPR Art. 17): a request the recruiter confirms (a legal hold may
 * keep the data), which then runs the purge. It holds nothing: the interview may go on meanwhile.
 */
export async function requestErasure(deps: CandidateDeps, s: CandidateSession) {
  const id = await openCandidateRequest(deps.ds, deps.encKey, {
    runId: s.run.run_id,
    tenantId: s.run.tenant_id,
    kind: 'erasure',
    details: null,
  });
  if (!id) throw badRequest('You have already asked for your data to be erased; the hiring team will answer it');
  await auditWrite(
    deps.ds,
    { candidateId: s.id },
    { action: 'candidate.erasure_request', run: s.run, detail: { request_id: id } },
  );
  return { request_id: id, kind: 'erasure' as const, status: 'open' as const };
}

/**
 * The optional self-identification after the interview (issue 37 §4): stored encrypted, apart from the run, for the
 * de-identified outcomes only. Audited as a fact, never with the answers.
 */
export async function selfIdentify(deps: CandidateDeps, s: CandidateSession, answers: SelfIdentification) {
  if (!['ASSESSMENT_PENDING', 'ASSESSMENT_READY'].includes(s.run.state))
    throw wrongStep('Answering these questions', s.run);
  await saveSelfIdentification(deps.ds, deps.encKey, { runId: s.run.run_id, tenantId: s.run.tenant_id, answers });
  await auditWrite(deps.ds, { candidateId: s.id }, { action: 'candidate.self_identification', run: s.run });
  return { recorded: true };
}
