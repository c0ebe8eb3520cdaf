import { Router, type Request } from 'express';
import { z } from 'zod';
import { HOLDING_KINDS, RACE_CATEGORIES, SEX_CATEGORIES, parseInput } from '@irs/shared';
import { candidateNotice } from './notice.js';
import { answerOnce } from './idempotency.js';
import * as candidate from './service.js';

const Token = (req: Request) => String(req.params.token);
const OtpBody = z.strictObject({ otp: z.string().regex(/^\d{6}$/, 'must be the 6-digit code') });
const ConsentBody = z.strictObject({ accepted: z.literal(true), consent_version: z.string().min(1).max(50) });
const MessageBody = z.strictObject({ text: z.string().trim().min(1).max(20_000) });
const RequestBody = z.strictObject({
  kind: z.enum(HOLDING_KINDS),
  details: z.string().trim().min(1).max(4_000).optional(),
});
const SelfIdBody = z.strictObject({ sex: z.enum(SEX_CATEGORIES), race: z.enum(RACE_CATEGORIES) });
const ProctorBody = z.strictObject({ type: z.enum(candidate.PROCTOR_EVENTS), detail: z.string().max(500).optional() });

/**
 * The candidate's side (legacy base, docs/design.md §4 "Candidate access"): the join-link token opens info, OTP request
 * and verification; the session token from verification carries every later step.
 */
export function candidateRouter(deps: candidate.CandidateDeps): Router {
  const router = Router();
  const access = '/api/v1/candidate-access/:token';
  const session = (req: Request) => candidate.sessionOf(deps, req.get('authorization'));

  router.get(access, async (req, res) => {
    res.json(await candidate.interviewInfo(deps, Token(req)));
  });
  router.post(`${access}/request-otp`, async (req, res) => {
    res.json(await candidate.requestOtp(deps, Token(req)));
  });
  router.post(`${access}/verify`, async (req, res) => {
    res.json(await candidate.verifyOtp(deps, Token(req), parseInput(OtpBody, req.body).otp));
  });

  const base = '/api/v1/candidate-session';
  router.get(base, async (req, res) => {
    res.json(await candidate.sessionState(deps, await session(req)));
  });
  router.get(`${base}/notice`, async (req, res) => {
    res.json(await candidateNotice(deps, await session(req)));
  });
  router.post(`${base}/requests`, async (req, res) => {
    const body = parseInput(RequestBody, req.body);
    res.status(201).json(await candidate.requestInstead(deps, await session(req), body.kind, body.details));
  });
  router.get(`${base}/export`, async (req, res) => {
    res.set('Content-Disposition', 'attachment; filename="my-interview-data.json"');
    res.json(await candidate.exportOwnData(deps, await session(req)));
  });
  router.post(`${base}/erasure`, async (req, res) => {
    res.status(201).json(await candidate.requestErasure(deps, await session(req)));
  });
  router.post(`${base}/self-identification`, async (req, res) => {
    const body = parseInput(SelfIdBody, req.body);
    res.status(201).json(await candidate.selfIdentify(deps, await session(req), body));
  });
  router.post(`${base}/consent`, async (req, res) => {
    const body = parseInput(ConsentBody, req.body);
    res.json(await candidate.recordConsent(deps, await session(req), body.consent_version, req.ip ?? null));
  });
  router.post(`${base}/start`, async (req, res) => {
    const s = await session(req);
    await answerOnce(deps.ds, req, res, s.run.run_id, (same) => candidate.startInterview(deps, s, same));
  });
  router.post(`${base}/messages`, async (req, res) => {
    const s = await session(req);
    const { text } = parseInput(MessageBody, req.body);
    await answerOnce(deps.ds, req, res, s.run.run_id, (same) => candidate.answer(deps, s, text, same));
  });
  router.post(`${base}/proctor-events`, async (req, res) => {
    const body = parseInput(ProctorBody, req.body);
    res.json(await candidate.proctorEvent(deps, await session(req), body.type, body.detail));
  });
  router.post(`${base}/complete`, async (req, res) => {
    res.json(await candidate.completeInterview(deps, await session(req)));
  });
  return router;
}
