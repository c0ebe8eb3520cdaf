/**
 * The default planner: deterministic, offline, no I/O. The same input always yields the same plan.
 *
 * Requirement type of a competency, from all of its mentions:
 *   1. essential when any mention has essential wording ("required", "must", "essential", "strong", "proven",
 *      "expert", "5+ years", "need", …) — in its own clause, in the list it belongs to, or under a heading such as
 *      "Requirements:";
 *   2. otherwise desirable when any mention has desirable wording ("nice to have", "bonus", "plus", "preferred",
 *      "desirable", "ideally", "familiarity", "exposure to", "not required", …) — so an explicit skill the text calls
 *      nice to have stays desirable;
 *   3. otherwise essential when listed as an explicit skill (skills[] or info.skills);
 *   4. otherwise (neutral text only) technical competencies are essential for the first few mentioned — three, less
 *      one for every competency already essential by rules 1-3 — and desirable after that; behavioural ones are
 *      desirable.
 * Role importance (0-1): essential technical 0.7, +0.05 per further mention (up to +0.15), +0.05 for an explicit skill,
 * +0.05 for essential wording, at most 0.95; desirable technical 0.4 (+0.05 per further mention, at most 0.55);
 * behavioural essential 0.6-0.85, desirable 0.35-0.5.
 *
 * Level: SENIOR, LEAD and EXEC require ownership; LEAD and EXEC also leadership; ENTRY requires adaptability and
 * learning. Every plan has communication and problem solving (desirable unless the text asks for them).
 *
 * Size: one question topic per 5.5 minutes (duration clamped to 15-120). At most 8 technical and 5 behavioural
 * competencies; behavioural ones have their own cap, so they never take a technical one's place. Topics go to, in
 * order: one per essential technical competency, one per essential behavioural one, a second per essential technical
 * one, one per desirable technical one, one per desirable behavioural one, then round-robin. Desirable competencies
 * left without a topic are dropped (lowest importance first, as they are served last), except communication and
 * problem solving, which the interviewer assesses across all answers, and competencies a revision named.
 */
import { ONTOLOGY_BY_ID, ONTOLOGY_VERSION, type OntologyTopic } from './ontology/index.js';
import { type Candidate, candidateFromEntry, candidateFromSkill } from './candidates.js';
import { type Extraction, type Mention, extract, hasRoleSpecific } from './extract.js';
import { missingFields } from './sufficiency.js';
import type { Requirement } from './wording.js';
import { applyRevisions } from './revise.js';
import type { LexicalPlanner, Level, Plan, PlanCompetency, PlanInput, PlanResult } from './types.js';

const MAX_TECHNICAL = 8;
const MAX_BEHAVIOURAL = 5;
const NEUTRAL_ESSENTIAL_QUOTA = 3;
const MINUTES_PER_TOPIC = 5.5;
const BASELINE = ['communication', 'problem-solving'];

const round = (n: number): number => Math.round(n * 100) / 100;

function requirementOf(m: Mention, neutralQuota: { left: number }): Requirement {
  if (m.essential) return 'essential';
  if (m.desirable) return 'desirable';
  if (m.listedAs.length) return 'essential';
  if (m.kind === 'technical' && neutralQuota.left > 0) {
    neutralQuota.left -= 1;
    return 'essential';
  }
  return 'desirable';
}

function importanceOf(m: Mention, requirement: Requirement): number {
  const repeated = Math.min(0.15, 0.05 * (m.count - 1));
  if (m.kind === 'technical') {
    return requirement === 'essential'
      ? Math.min(0.95, 0.7 + repeated + (m.listedAs.length ? 0.05 : 0) + (m.essential ? 0.05 : 0))
      : Math.min(0.55, 0.4 + repeated);
  }
  return requirement === 'essential'
    ? Math.min(0.85, 0.6 + repeated + (m.essential ? 0.05 : 0))
    : Math.min(0.5, 0.4 + repeated);
}

function levelRequirements(level: Level): { id: string; importance: number }[] {
  switch (level) {
    case 'ENTRY':
      return [{ id: 'adaptability', importance: 0.65 }];
    case 'MID':
      return [];
    case 'SENIOR':
      return [{ id: 'ownership', importance: 0.7 }];
    case 'LEAD':
    case 'EXEC':
      return [
        { id: 'ownership', importance: 0.7 },
        { id: 'leadership', importance: 0.75 },
      ];
    default:
      return [];
  }
}

/** Competencies from the role data, the level and the baseline, before revisions. */
export function buildCandidates(
  input: PlanInput,
  extraction: Extraction,
  /** Append communication and problem solving to every plan (the lexical planner); the open planner asks only what the posting calls for. */
  baseline = true,
): { candidates: Candidate[]; nextOrder: () => number } {
  const explicitEssential = extraction.mentions.filter(
    (m) => m.kind === 'technical' && (m.essential || (!m.desirable && m.listedAs.length > 0)),
  ).length;
  const quota = { left: Math.max(0, NEUTRAL_ESSENTIAL_QUOTA - explicitEssential) };
  const candidates: Candidate[] = [];
  for (const m of extraction.mentions) {
    const requirement = requirementOf(m, quota);
    const importance = round(importanceOf(m, requirement));
    const entry = ONTOLOGY_BY_ID.get(m.key);
    candidates.push(
      entry
        ? candidateFromEntry(entry, requirement, importance, m.order)
        : candidateFromSkill(m.name, requirement, importance, m.order),
    );
  }
  let order = 1000;
  const nextOrder = (): number => order++;

  for (const { id, importance } of levelRequirements(input.level)) {
    const existing = candidates.find((c) => c.id === id);
    const entry = ONTOLOGY_BY_ID.get(id);
    if (existing) {
      existing.requirement = 'essential';
      existing.importance = round(Math.max(existing.importance, importance));
      existing.levelRequired = true;
    } else if (entry) {
      const c = candidateFromEntry(entry, 'essential', importance, nextOrder());
      c.levelRequired = true;
      candidates.push(c);
    }
  }
  for (const id of baseline ? BASELINE : []) {
    const existing = candidates.find((c) => c.id === id);
    const entry = ONTOLOGY_BY_ID.get(id);
    if (existing) existing.baseline = true;
    else if (entry) {
      const c = candidateFromEntry(entry, 'desirable', 0.35, nextOrder());
      c.baseline = true;
      candidates.push(c);
    }
  }
  return { candidates, nextOrder };
}

/** 0 essential technical, 1 essential behavioural, 2 desirable technical, 3 desirable behavioural. */
const group = (c: Candidate): number => (c.requirement === 'essential' ? 0 : 2) + (c.kind === 'behavioural' ? 1 : 0);

function byPriority(a: Candidate, b: Candidate): number {
  return (
    group(a) - group(b) ||
    b.extraTopics - a.extraTopics ||
    b.importance - a.importance ||
    a.order - b.order ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * Applies the caps; pinned (revised), level-required and baseline competencies always stay. `total`: at most this many
 * in all, pinned ones first.
 */
export function select(candidates: Candidate[], total = Infinity): Candidate[] {
  const sorted = [...candidates].sort(byPriority);
  const kept = new Set<Candidate>();
  const technical = sorted.filter((c) => c.kind === 'technical');
  let room = MAX_TECHNICAL - technical.filter((c) => c.pinned).length;
  for (const c of technical) {
    if (c.pinned) kept.add(c);
    else if (room > 0) {
      kept.add(c);
      room -= 1;
    }
  }
  const behavioural = sorted.filter((c) => c.kind === 'behavioural');
  const must = behavioural.filter((c) => c.pinned || c.levelRequired || c.baseline);
  must.forEach((c) => kept.add(c));
  room = MAX_BEHAVIOURAL - must.length;
  for (const c of behavioural) {
    if (room <= 0) break;
    if (!kept.has(c)) {
      kept.add(c);
      room -= 1;
    }
  }
  const selected = sorted.filter((c) => kept.has(c));
  const pinned = selected.filter((c) => c.pinned).length;
  const rest = new Set(selected.filter((c) => !c.pinned).slice(0, Math.max(0, total - pinned)));
  return selected.filter((c) => c.pinned || rest.has(c));
}

export function topicBudget(durationMinutes: number): number {
  const minutes = Number.isFinite(durationMinutes) ? Math.min(120, Math.max(15, durationMinutes)) : 45;
  return Math.max(2, Math.round(minutes / MINUTES_PER_TOPIC));
}

/** Topics per competency id, for a list already in priority order. */
function allocate(list: Candidate[], budget: number): Map<string, number> {
  const alloc = new Map(list.map((c) => [c.id, 0]));
  const count = (c: Candidate): number => alloc.get(c.id) ?? 0;
  const hardCap = (c: Candidate): number => Math.min(c.topics.length, c.maxTopics ?? Infinity);
  let left = budget;
  const raise = (c: Candidate, upTo: number): boolean => {
    const target = Math.min(upTo, hardCap(c));
    if (left <= 0 || count(c) >= target) return false;
    alloc.set(c.id, count(c) + 1);
    left -= 1;
    return true;
  };
  const essentialTech = list.filter((c) => group(c) === 0);
  const essentialBehav = list.filter((c) => group(c) === 1);
  const desirableTech = list.filter((c) => group(c) === 2);
  const desirableBehav = list.filter((c) => group(c) === 3);
  essentialTech.forEach((c) => raise(c, 1));
  essentialBehav.forEach((c) => raise(c, 1));
  essentialTech.forEach((c) => raise(c, 2));
  desirableTech.forEach((c) => raise(c, 1));
  desirableBehav.forEach((c) => raise(c, 1));
  // Round-robin: essential technical ones may use all their topics before the others go beyond two.
  const softCap = (c: Candidate): number => (group(c) === 0 ? Infinity : 2);
  for (const cap of [softCap, (): number => Infinity]) {
    for (let progressed = true; progressed && left > 0;) {
      progressed = false;
      for (const c of list) if (raise(c, Math.min(cap(c), count(c) + 1))) progressed = true;
    }
  }
  // "Focus on X": one more topic than X would otherwise get, taken from the lowest-priority competencies.
  const focused = list.filter((c) => c.extraTopics > 0);
  for (const c of focused) alloc.set(c.id, count(c) + c.extraTopics);
  let over = [...alloc.values()].reduce((a, b) => a + b, 0) - budget;
  const donors = [...list].reverse().filter((c) => c.extraTopics === 0);
  while (over > 0) {
    const donor = donors.find((c) => count(c) > 1) ?? donors.find((c) => count(c) > 0);
    if (!donor) break;
    alloc.set(donor.id, count(donor) - 1);
    over -= 1;
  }
  return alloc;
}

/** Extra topics for a focused competency once its templates are used up. */
function deeperTopics(name: string): OntologyTopic[] {
  return [
    {
      prompt: `Let's go deeper on ${name}. Walk me through the most demanding situation where it mattered in your work: the context, the hardest decision and how you know it worked.`,
      follow_ups: ['Which trade-off did you accept, and why?', 'What would you change if you did it again?'],
    },
    {
      prompt: `Still on ${name}: tell me about a decision in this area you would now make differently. What happened, and what did you learn?`,
      follow_ups: ['What signals did you miss at the time?'],
    },
  ];
}

function toPlanCompetency(c: Candidate, topics: number): PlanCompetency {
  const templates = [...c.topics, ...deeperTopics(c.name)];
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    kind: c.kind,
    requirement_type: c.requirement,
    role_importance: c.importance,
    sub_dimensions: c.sub_dimensions.map((s) => ({ ...s })),
    question_topics: templates.slice(0, topics).map((t, i) => ({
      id: `${c.id}-t${i + 1}`,
      prompt: t.prompt,
      follow_ups: [...t.follow_ups],
    })),
    ...(c.sourcePhrases?.length ? { source_phrases: [...c.sourcePhrases] } : {}),
  };
}

function opening(input: PlanInput, minutes: number): string {
  const position = (input.position ?? '').replace(/\s+/g, ' ').trim();
  const company = (input.company_name ?? '').replace(/\s+/g, ' ').trim();
  const role = position ? `the ${position} role` : 'this role';
  const where = company ? `${role} at ${company}` : role;
  return (
    `Hello, and thank you for joining this interview for ${where}. ` +
    `Over the next ${minutes} minutes I'll ask about your experience and how you approach your work. ` +
    `Take your time with each answer, and feel free to ask me to repeat or clarify anything.`
  );
}

/** How a plan is finished from its candidates, whichever planner found them. */
export interface Assembly {
  generatedFrom: string[];
  version: string;
  changes: string[];
  /** Every selected competency is kept with at least one topic, beyond the time budget if need be. */
  topicForEach: boolean;
  /** At most this many competencies in all (the open planner's; the lexical planner caps each kind only). */
  maxCompetencies?: number;
}

/** Caps, topic allocation and the plan's envelope. */
export function assemble(input: PlanInput, candidates: Candidate[], how: Assembly): Plan {
  const selected = select(candidates, how.maxCompetencies);
  const alloc = allocate(selected, topicBudget(input.duration_minutes));
  const competencies = selected
    .filter(
      (c) => how.topicForEach || (alloc.get(c.id) ?? 0) > 0 || c.requirement === 'essential' || c.pinned || c.baseline,
    )
    .map((c) => toPlanCompetency(c, Math.max(alloc.get(c.id) ?? 0, how.topicForEach ? 1 : 0)));
  const duration = Number.isFinite(input.duration_minutes) ? Math.round(input.duration_minutes) : 45;
  return {
    competencies,
    duration_minutes: duration,
    level: input.level,
    generated_from: how.generatedFrom,
    version: how.version,
    opening: opening(input, duration),
    revision: Array.isArray(input.revisions) ? input.revisions.length : 0,
    changes: how.changes,
  };
}

function plan(input: PlanInput): PlanResult {
  const extraction = extract(input);
  if (!hasRoleSpecific(extraction)) return { ok: false, missing_fields: missingFields(input) };
  const { candidates, nextOrder } = buildCandidates(input, extraction);
  const changes = applyRevisions(candidates, Array.isArray(input.revisions) ? input.revisions : [], nextOrder);
  const result = assemble(input, candidates, {
    generatedFrom: extraction.generatedFrom,
    version: ONTOLOGY_VERSION,
    changes,
    topicForEach: false,
  });
  return { ok: true, plan: result };
}

/** Today's lexical planner (ontology only, synchronous): kept for comparison in benchmarks and the eval baseline. */
export const deterministicPlanner: LexicalPlanner = { name: 'lexical', plan };
