/**
 * Stages 5-6 of the scorer and the per-answer outcome of stage 12: the evidence units of each (segment, competency)
 * pair, their refs per signal, and what each answer yielded.
 */
import { type RefCandidate, wordSet } from './aggregate.js';
import type { Attribution } from './attribute.js';
import { type Detection, classify, measure, quoteOf } from './evidence.js';
import type { AnswerOutcome } from './narrative.js';
import type { Answer, Segment } from './segment.js';
import { round4 } from './text.js';
import type { EvidenceTypeId, EvidenceUnitRecord, SegmentRecord, SegmentStatus } from './types.js';

/** An evidence unit with what the later stages read: its attribution, quote and quote words. */
export interface Unit {
  record: EvidenceUnitRecord;
  attr: Attribution;
  quote: string;
  words: Set<string>;
}

/** Stage 5: one unit per (segment, attributed competency) whose cues classify; every segment's status. */
export function evidenceUnits(
  segments: readonly Segment[],
  detections: readonly Detection[],
  attributions: readonly Attribution[][],
) {
  const units: Unit[] = [];
  const segmentation: SegmentRecord[] = [];
  const byType: Record<EvidenceTypeId, number> = {
    outcome_metric: 0,
    outcome_statement: 0,
    concrete_example: 0,
    technical_detail: 0,
    ownership_statement: 0,
    reasoning: 0,
    reflection: 0,
  };
  const unitsPerAnswer = new Map<string, number>();
  let pairs = 0;
  segments.forEach((seg, i) => {
    const det = detections[i];
    const attrs = attributions[i] ?? [];
    if (!det) return;
    let produced = 0;
    for (const attr of attrs) {
      pairs += 1;
      const cls = classify(seg, det, attr);
      if (!cls) continue;
      const m = measure(seg, det, cls);
      const quote = quoteOf(seg);
      byType[cls.primary] += 1;
      produced += 1;
      units.push({
        attr,
        quote,
        words: wordSet(quote),
        record: {
          unit_id: `${seg.segment_id}@${attr.competency.id}`,
          segment_id: seg.segment_id,
          utterance_id: seg.answer.id,
          competency_id: attr.competency.id,
          via: attr.via,
          matcher: attr.via === 'semantic' || attr.via === 'llm' ? attr.via : 'lexical',
          evidence_type_id: cls.primary,
          evidence_types: cls.types,
          quality: round4(m.quality),
          confidence: round4(m.confidence),
          specificity: round4(m.specificity),
          strength: round4(m.strength),
        },
      });
    }
    unitsPerAnswer.set(seg.answer.id, (unitsPerAnswer.get(seg.answer.id) ?? 0) + produced);
    const status: SegmentStatus =
      det.status !== 'candidate'
        ? det.status
        : attrs.length === 0
          ? 'unattributed'
          : produced > 0
            ? 'evidence'
            : 'no_evidence_cues';
    segmentation.push({
      segment_id: seg.segment_id,
      utterance_id: seg.answer.id,
      start: seg.start,
      end: seg.end,
      words: seg.words,
      status,
    });
  });
  return { units, segmentation, byType, unitsPerAnswer, pairs };
}

/** Stage 6: each unit's refs per signal (`<competency>/<sub-dimension>`), in transcript order. */
export function signalRefs(units: readonly Unit[]) {
  const refsBySignal = new Map<string, RefCandidate[]>();
  let refCount = 0;
  for (const u of units) {
    for (const f of u.attr.fits) {
      const sd = u.attr.competency.sub_dimensions[f.index];
      if (!sd) continue;
      const relevance = u.attr.relevance * f.fit;
      const strength = u.record.quality * u.record.confidence;
      const key = `${u.attr.competency.id}/${sd.id}`;
      const list = refsBySignal.get(key) ?? [];
      list.push({
        unit_id: u.record.unit_id,
        utterance_id: u.record.utterance_id,
        evidence_type_id: u.record.evidence_type_id,
        quote: u.quote,
        words: u.words,
        strength,
        quality: u.record.quality,
        confidence: u.record.confidence,
        specificity: u.record.specificity,
        relevance,
        fit: f.fit,
        contribution: strength * relevance,
      });
      refsBySignal.set(key, list);
      refCount += 1;
    }
  }
  return { refsBySignal, refCount };
}

/** What each answer yielded (units, its first quote) and, when nothing, why: the lowlights' input. */
export function answerOutcomes(
  answers: readonly Answer[],
  segments: readonly Segment[],
  segmentation: readonly SegmentRecord[],
  unitsPerAnswer: ReadonlyMap<string, number>,
): AnswerOutcome[] {
  const firstSegment = new Map<string, string>();
  const reasons = new Map<string, Set<SegmentStatus>>();
  segments.forEach((seg, i) => {
    if (!firstSegment.has(seg.answer.id)) firstSegment.set(seg.answer.id, quoteOf(seg));
    const set = reasons.get(seg.answer.id) ?? new Set<SegmentStatus>();
    const status = segmentation[i]?.status;
    if (status) set.add(status);
    reasons.set(seg.answer.id, set);
  });
  return answers.map((a) => {
    const st = reasons.get(a.id) ?? new Set<SegmentStatus>();
    return {
      utterance_id: a.id,
      competency_id: a.competency_id,
      quote: firstSegment.get(a.id) ?? '',
      units: unitsPerAnswer.get(a.id) ?? 0,
      reason: st.has('generic')
        ? 'generic_answer'
        : [...st].every((x) => x === 'short')
          ? 'short_answer'
          : 'no_evidence_cues',
    };
  });
}
