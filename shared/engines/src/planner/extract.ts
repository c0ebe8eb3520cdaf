/**
 * Extraction for the deterministic planner: every competency the role data mentions (ontology ones and the recruiter's
 * own skill names, found by matching.ts), each mention essential, desirable or neutral by its wording (wording.ts).
 * Pure functions, no I/O.
 */
import { type Kind, skillId } from './candidates.js';
import { FREE_TEXT_RULES, NAME_RULES, type Rule, buildRule, findKeysEach, resolveOntologyEach } from './matching.js';
import { ONTOLOGY_BY_ID } from './ontology/index.js';
import { clean, splitList } from './text.js';
import type { PlanInput } from './types.js';
import { CLAUSE_SPLIT, type Unit, type Wording, classify, clausesOf, freeTextUnits } from './wording.js';

export interface Mention {
  key: string;
  kind: Kind;
  /** Display name: the ontology name, or the skill as the recruiter wrote it. */
  name: string;
  order: number;
  /** Number of statements, sentences or skill entries mentioning it. */
  count: number;
  /** Some mention carries essential wording ("required", "must", "strong", "5+ years"). */
  essential: boolean;
  /** Some mention carries desirable wording ("nice to have", "a plus", "ideally"). */
  desirable: boolean;
  /** The explicit skills (skills[] or info.skills) that named it, as the recruiter wrote them; empty when none did. */
  listedAs: string[];
}

export interface Extraction {
  mentions: Mention[];
  /** Sources that contributed at least one mention, in a fixed order. */
  generatedFrom: string[];
}

/** The skill name inside an explicit entry such as "Kubernetes (nice to have)" or "5+ years of Elixir". */
function skillName(item: string): string {
  let s = item.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').replace(/\s[-–—]\s.*$/, '');
  const colon = s.indexOf(':');
  if (colon >= 0 && classify(s.slice(0, colon))) s = s.slice(colon + 1);
  s = s
    .replace(/\b\d+\s*\+?\s*years?(?:\s+of)?(?:\s+experience)?(?:\s+(?:with|in))?\b/gi, ' ')
    .replace(/^\s*(?:experience|knowledge|expertise|proficiency)\s+(?:with|in|of)\s+/i, ' ')
    .replace(
      /\b(?:nice[\s-]+to[\s-]+have|is a plus|a plus|required|preferred|essential|bonus|optional|mandatory|must[\s-]+have)\b/gi,
      ' ',
    );
  return clean(s).replace(/^[^\p{L}\p{N}.#+]+|[^\p{L}\p{N}#+]+$/gu, '');
}

function infoEntries(input: PlanInput): [string, string][] {
  const info: unknown = input.info;
  if (!info || typeof info !== 'object') return [];
  return Object.entries(info as Record<string, unknown>)
    .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

const SPECIAL_INFO_KEYS = new Set(['skills', 'qualifications', 'job_description']);
const SOURCE_ORDER = [
  'skills',
  'info.skills',
  'qualifications',
  'info.qualifications',
  'job_description',
  'info.job_description',
];

/**
 * Explicit skill entries read per list: the contract's own maximum of skills. A list item may name several ("Go,
 * Rust"); without a cap 100 items of 200 characters would make 10,000 skills, each a pattern searched in the text.
 */
const MAX_EXPLICIT = 100;

interface ExplicitEntry {
  source: string;
  item: string;
  name: string;
  /** Ontology ids the name refers to; none for a skill the ontology does not know. */
  ids: string[];
}

/** The explicit skills (skills[] and info.skills), each resolved against the ontology. */
function explicitEntries(input: PlanInput, info: Map<string, string>): ExplicitEntry[] {
  const lists: [string, string[]][] = [
    [
      'skills',
      (Array.isArray(input.skills) ? input.skills : [])
        .filter((s) => typeof s === 'string')
        .flatMap((s) => splitList(s, MAX_EXPLICIT)),
    ],
    ['info.skills', splitList(info.get('skills') ?? '', MAX_EXPLICIT)],
  ];
  const entries = lists
    .flatMap(([source, items]) => items.slice(0, MAX_EXPLICIT).map((item) => ({ source, item, name: skillName(item) })))
    .filter((e) => e.name);
  const ids = resolveOntologyEach(entries.map((e) => e.name));
  return entries.map((e, i) => ({ ...e, ids: ids[i]! }));
}

/** Statements and free text, each unit carrying its source and its heading's wording. */
function textUnits(input: PlanInput, info: Map<string, string>): Unit[] {
  return [
    ...(Array.isArray(input.qualifications) ? input.qualifications : [])
      .filter((s) => typeof s === 'string')
      .map((text, line) => ({ source: 'qualifications', text, context: null, line })),
    ...splitList(info.get('qualifications') ?? '').map((text, line) => ({
      source: 'info.qualifications',
      text,
      context: null,
      line,
    })),
    ...freeTextUnits('job_description', typeof input.job_description === 'string' ? input.job_description : ''),
    ...freeTextUnits('info.job_description', info.get('job_description') ?? ''),
    ...[...info]
      .filter(([key]) => !SPECIAL_INFO_KEYS.has(key))
      .flatMap(([key, value]) => freeTextUnits(`info.${key}`, value)),
  ];
}

/** Finds every competency the role data mentions, with how and how often. */
export function extract(input: PlanInput): Extraction {
  const info = new Map(infoEntries(input));
  const mentions = new Map<string, Mention>();
  const used = new Set<string>();
  let order = 0;

  const record = (key: string, name: string, source: string, wording: Wording, listed?: string): void => {
    let m = mentions.get(key);
    if (!m) {
      m = {
        key,
        kind: ONTOLOGY_BY_ID.get(key)?.kind ?? 'technical',
        name,
        order: order++,
        count: 0,
        essential: false,
        desirable: false,
        listedAs: [],
      };
      mentions.set(key, m);
    }
    m.count += 1;
    m.essential ||= wording === 'essential';
    m.desirable ||= wording === 'desirable';
    if (listed !== undefined) m.listedAs.push(listed);
    used.add(source);
  };

  // 1. Explicit skills: every entry becomes a competency, from the ontology when it names one.
  const customRules: Rule[] = [];
  for (const { source, item, name, ids } of explicitEntries(input, info)) {
    const wording = classify(item);
    if (ids.length) {
      for (const id of new Set(ids)) record(id, ONTOLOGY_BY_ID.get(id)?.name ?? id, source, wording, name);
      continue;
    }
    const key = skillId(name);
    if (key === 'skill-') continue;
    if (!mentions.has(key)) customRules.push(...buildRule(key, [name], false, true));
    record(key, mentions.get(key)?.name ?? name, source, wording, name);
  }

  // 2. Statements and free text: the ontology plus the recruiter's own skill names.
  const units = textUnits(input, info);
  const clauses = units.flatMap((unit, u) => clausesOf(unit.text, unit.context).map((c) => ({ ...c, unit: u })));
  const keys = findKeysEach(
    clauses.map((c) => c.text),
    [...FREE_TEXT_RULES, ...customRules],
  );
  // A statement counts once per competency; its clauses decide the wording.
  let found = new Map<string, { essential: boolean; desirable: boolean }>();
  clauses.forEach((clause, i) => {
    for (const key of keys[i]!) {
      const f = found.get(key) ?? { essential: false, desirable: false };
      f.essential ||= clause.wording === 'essential';
      f.desirable ||= clause.wording === 'desirable';
      found.set(key, f);
    }
    if (clauses[i + 1]?.unit === clause.unit) return;
    for (const [key, f] of found) {
      const wording: Wording = f.essential ? 'essential' : f.desirable ? 'desirable' : null;
      record(key, mentions.get(key)?.name ?? ONTOLOGY_BY_ID.get(key)?.name ?? key, units[clause.unit]!.source, wording);
    }
    found = new Map();
  });

  const extraSources = [...used].filter((s) => !SOURCE_ORDER.includes(s)).sort();
  return {
    mentions: [...mentions.values()].sort((a, b) => a.order - b.order),
    generatedFrom: [...SOURCE_ORDER.filter((s) => used.has(s)), ...extraSources],
  };
}

const technical = (id: string) => ONTOLOGY_BY_ID.get(id)?.kind === 'technical';

/** Role data that takes every path of the analysis (no technical competency: the free text is searched too). */
const SAMPLE: PlanInput = {
  position: 'Sample',
  level: 'MID',
  skills: ['日本 (nice to have)'],
  qualifications: ['5+ years of communication, ideally with mentoring'],
  job_description: 'Requirements:\n- Teamwork. We use planning; and more',
  company_name: null,
  company_description: null,
  duration_minutes: 45,
  info: { skills: '日本, 5+ years of 日', qualifications: 'a; b', job_description: 'c. d', other: 'e' },
  revisions: [],
};

/**
 * Runs the analysis once on a small sample: V8 compiles a regular expression when it first runs it (~0.7 s for the
 * ontology's patterns), which the first run creation would otherwise pay on the event loop. Called at start-up.
 */
export function compilePatterns(): void {
  namesKnownSkill(SAMPLE);
  // V8 compiles a pattern once for one-byte (Latin-1) and once for two-byte text.
  for (const text of ['compile', 'compile 日本']) findKeysEach([text], [...FREE_TEXT_RULES, ...NAME_RULES]);
}

/**
 * Whether the role data names a technical competency the ontology knows (a trade with known questions), stopping at the
 * first: explicit skills first, then the free text with the ontology's patterns.
 */
export function namesKnownSkill(input: PlanInput): boolean {
  const info = new Map(infoEntries(input));
  if (explicitEntries(input, info).some((e) => e.ids.some(technical))) return true;
  // The clauses `clausesOf` gives each unit, in one split: no delimiter spans the NUL that joins the units, and
  // collapsing whitespace first cleans every clause at once.
  const clauses = textUnits(input, info)
    .map((unit) => unit.text)
    .join('\u0000')
    .replace(/\s+/g, ' ')
    .split(CLAUSE_SPLIT)
    .flatMap((piece) => piece.split('\u0000'))
    .map((clause) => clause.trim())
    .filter(Boolean);
  return findKeysEach(clauses, FREE_TEXT_RULES).some((keys) => keys.some(technical));
}

/** Whether the role data names at least one technical or role-specific competency (behavioural ones alone do not count). */
export function hasRoleSpecific(extraction: Extraction): boolean {
  return extraction.mentions.some((m) => m.kind === 'technical');
}
