/**
 * Text handling for the deterministic planner: finding ontology competencies (and the recruiter's own skill names) in
 * role data, and classifying each mention as essential, desirable or neutral from the wording around it.
 * Pure functions, no I/O.
 */
import { ONTOLOGY, ONTOLOGY_BY_ID, type OntologyEntry, type OntologyTopic } from './ontology/index.js';
import type { PlanInput, SubDimension } from './types.js';

export type Kind = 'technical' | 'behavioural';
export type Wording = 'essential' | 'desirable' | null;
export type Requirement = 'essential' | 'desirable';

/* ------------------------------------------------------------------------------------------------------------------ */
/* Text utilities                                                                                                     */
/* ------------------------------------------------------------------------------------------------------------------ */

export function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Lowercase ASCII slug: "C++" → "c-plus-plus", "F#" → "f-sharp", "Node.js" → "node-js". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/#/g, ' sharp ')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Comparison key for names: case, hyphens and runs of spaces do not matter. */
export function nameKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** A comma-, semicolon- or newline-separated list (as supplied through `info`), bullets stripped; its first `limit`. */
export function splitList(value: string, limit = Infinity): string[] {
  const items: string[] = [];
  for (const raw of value.split(/[,;\n\r]+/)) {
    if (items.length >= limit) break;
    const item = clean(raw.replace(/^\s*(?:[-*•·▪]|\d+[.)])\s*/, ''));
    if (item) items.push(item);
  }
  return items;
}

/** The sentences of a `clean`ed line: trimming is all the cleaning left to do. */
function splitSentences(line: string): string[] {
  return line
    .split(/(?<=[.!?])\s+|[;•·▪]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Requirement wording                                                                                                */
/* ------------------------------------------------------------------------------------------------------------------ */

const DESIRABLE_RE =
  /\b(?:nice[\s-]+to[\s-]+have|bonus|plus|preferred|preferably|desirable|desired|ideally|familiarity|familiar with|exposure to|advantage|advantageous|optional|would be great|beneficial|not required|not essential|not mandatory|not a must)\b/i;
const ESSENTIAL_RE =
  /\b(?:required|requires?|requirements?|must|essential|mandatory|strong|proven|expert|expertise|extensive|solid|excellent|advanced|in-depth|deep (?:knowledge|understanding|experience|expertise)|\d+\s*\+?\s*years?|need|needs)\b/i;

/**
 * The wording of one piece of text. Desirable wording wins when both kinds occur in the same clause, so
 * "strong Kubernetes skills are a plus" and "Kubernetes is not required" are desirable.
 */
export function classify(text: string): Wording {
  if (DESIRABLE_RE.test(text)) return 'desirable';
  if (ESSENTIAL_RE.test(text)) return 'essential';
  return null;
}

/**
 * Clause boundaries inside one statement or sentence: punctuation, contrast words, and "and/or" directly before a
 * qualifier ("must have TypeScript and ideally React").
 */
const CLAUSE_SPLIT =
  /[,;:()[\]]|\s[-–—]\s|\s+(?:but|while|whereas|although|though)\s+|\s+(?:and|or|with)\s+(?=(?:ideally|preferably|optionally|bonus|nice to have|familiarity|exposure|must|required)\b)/i;
/** A clause describing the current environment ("we use React") keeps neutral wording instead of borrowing it. */
const ENVIRONMENT_RE = /\b(?:we|our|us|use|uses|used|using)\b/i;

interface Clause {
  text: string;
  wording: Wording;
}

/**
 * Splits a statement into clauses and gives each the wording that applies to it: its own; otherwise (for a bare list
 * item such as "React" in "TypeScript, React and Node are required") the first qualified clause after it, else the
 * nearest one before it; otherwise the section context (a "Nice to have:" heading above it).
 */
function clausesOf(statement: string, context: Wording): Clause[] {
  const texts = statement.split(CLAUSE_SPLIT).map(clean).filter(Boolean);
  const own = texts.map(classify);
  // The nearest qualified wording after and before each clause, in one pass each (a statement may hold thousands).
  const after: Wording[] = [];
  for (let i = own.length - 1, next: Wording = null; i >= 0; next = own[i] ?? next, i--) after[i] = next;
  let before: Wording = null;
  return texts.map((text, i) => {
    let wording = own[i] ?? null;
    if (wording === null && !ENVIRONMENT_RE.test(text)) wording = after[i] ?? before;
    before = own[i] ?? before;
    return { text, wording: wording ?? context };
  });
}

const HEADING_RE =
  /^(?:requirements|qualifications|minimum qualifications|basic qualifications|preferred qualifications|must[\s-]haves?|nice[\s-]to[\s-]haves?|bonus(?: points)?|preferred|desired skills|what you(?:'ll| will) need|what we(?:'re| are) looking for|about you|who you are|you have|you bring|responsibilities|what you(?:'ll| will) do|benefits|about us|the role)$/i;
const REQUIREMENT_HEADING_RE =
  /\b(?:requirements|qualifications|looking for|about you|who you are|you have|you bring)\b/i;

/** "Nice to have:" or a bare "Requirements" line; "Requirements: TypeScript, React" is content, not a heading. */
function isHeading(line: string): boolean {
  return /:\s*$/.test(line) || HEADING_RE.test(line);
}

function headingWording(line: string): Wording {
  return classify(line) ?? (REQUIREMENT_HEADING_RE.test(line) ? 'essential' : null);
}

interface Unit {
  source: string;
  text: string;
  context: Wording;
}

/** Free text → sentences, each carrying the wording of the heading it sits under ("Nice to have:" → desirable). */
function freeTextUnits(source: string, text: string): Unit[] {
  const units: Unit[] = [];
  let context: Wording = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = clean(raw.replace(/^\s*(?:[-*•·▪]|\d+[.)])\s+/, ''));
    if (!line) continue;
    if (isHeading(line)) {
      context = headingWording(line);
      continue;
    }
    for (const sentence of splitSentences(line)) units.push({ source, text: sentence, context });
  }
  return units;
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Matching                                                                                                           */
/* ------------------------------------------------------------------------------------------------------------------ */

interface Rule {
  key: string;
  re: RegExp;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One alias as a pattern: words joined by spaces or hyphens, bounded so "java" does not match "javascript". */
function aliasPattern(alias: string, strict: boolean): string {
  const body = alias
    .trim()
    .split(/[\s-]+/)
    .map(escapeRe)
    .join('[\\s\\-]+');
  const before = strict ? '(?<![\\p{L}\\p{N}_.\\-])' : '(?<![\\p{L}\\p{N}_.])';
  // "c++" / "c#" may be followed by a version ("C++17"); word-like aliases must end on a word boundary.
  let after = /[\p{L}\p{N}]$/u.test(alias) ? '(?![\\p{L}\\p{N}_+#]|\\.[\\p{L}\\p{N}])' : '(?![+#])';
  if (strict) after += '(?!-)';
  return before + body + after;
}

function buildRule(
  key: string,
  aliases: readonly string[],
  strict: boolean,
  ignoreCase: boolean,
  notBefore: readonly string[] = [],
): Rule[] {
  if (!aliases.length) return [];
  const sorted = [...aliases].sort((a, b) => b.length - a.length || a.localeCompare(b));
  const tail = notBefore.length ? `(?!\\s+(?:${notBefore.map(escapeRe).join('|')})\\b)` : '';
  const source = `(?:${sorted.map((a) => aliasPattern(a, strict)).join('|')})${tail}`;
  return [{ key, re: new RegExp(source, ignoreCase ? 'giu' : 'gu') }];
}

/** Rules for free text: strict aliases only as written. */
const FREE_TEXT_RULES: Rule[] = ONTOLOGY.flatMap((e) => [
  ...buildRule(e.id, e.aliases, false, true),
  ...buildRule(e.id, e.strict_aliases ?? [], true, false, e.not_before),
]);

/** Rules for names the recruiter gave as skills or revision targets: strict aliases in any case. */
const NAME_RULES: Rule[] = ONTOLOGY.flatMap((e) => [
  ...buildRule(e.id, e.aliases, false, true),
  ...buildRule(e.id, e.strict_aliases ?? [], true, true, e.not_before),
]);

/** Exact names: id, name and every alias → id. */
const EXACT_NAMES: ReadonlyMap<string, string> = new Map(
  ONTOLOGY.flatMap((e) =>
    [e.id, e.name, ...e.aliases, ...(e.strict_aliases ?? [])].map((n) => [nameKey(n), e.id] as const),
  ),
);

/**
 * The keys found in each text, in order of appearance; overlapping matches resolve to the longest ("React Native" →
 * mobile). All texts are searched together, one pass per rule: thousands of short clauses would otherwise cost
 * thousands of passes per rule (seconds on the largest accepted input; bench/plan-sufficiency.bench.ts). The texts
 * are joined by a NUL, which no alias pattern consumes; a match reaching into the next text is dropped.
 */
function findKeysEach(texts: readonly string[], rules: readonly Rule[]): string[][] {
  const ends: number[] = [];
  let offset = 0;
  for (const text of texts) {
    offset += text.length;
    ends.push(offset++);
  }
  const joined = texts.join('\u0000');
  const hits: { key: string; start: number; end: number }[] = [];
  for (const rule of rules) {
    for (const m of joined.matchAll(rule.re)) {
      if (m[0].length) hits.push({ key: rule.key, start: m.index, end: m.index + m[0].length });
    }
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const keys = texts.map((): string[] => []);
  let reached = -1;
  let text = 0;
  for (const hit of hits) {
    while (ends[text]! < hit.start) text++;
    if (hit.start < reached || hit.end > ends[text]!) continue;
    reached = hit.end;
    if (!keys[text]!.includes(hit.key)) keys[text]!.push(hit.key);
  }
  return keys;
}

/** Ontology ids each recruiter-given name refers to: an exact name or alias first, else every alias it contains. */
function resolveOntologyEach(names: readonly string[]): string[][] {
  const exact = names.map((name) => EXACT_NAMES.get(nameKey(name)));
  const searched = findKeysEach(
    names.filter((_, i) => !exact[i]),
    NAME_RULES,
  );
  let next = 0;
  return exact.map((id) => (id ? [id] : searched[next++]!));
}

export function resolveOntology(name: string): string[] {
  return resolveOntologyEach([name])[0]!;
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Candidates                                                                                                         */
/* ------------------------------------------------------------------------------------------------------------------ */

/** A competency while the plan is being assembled. */
export interface Candidate {
  id: string;
  name: string;
  description: string;
  kind: Kind;
  sub_dimensions: SubDimension[];
  /** Question topic templates in the order they are used. */
  topics: OntologyTopic[];
  requirement: Requirement;
  importance: number;
  /** First-mention position; later additions sort after everything mentioned. */
  order: number;
  /** Set by a revision: kept regardless of the competency caps and of time. */
  pinned: boolean;
  /** Communication and problem solving: in every plan, even without a topic. */
  baseline: boolean;
  /** Required by the level (ownership, leadership, adaptability). */
  levelRequired: boolean;
  /** Extra topics asked for by "focus on" revisions. */
  extraTopics: number;
  /** "less" revisions cap the topics at one. */
  maxTopics: number | null;
}

const q = (prompt: string, ...follow_ups: string[]): OntologyTopic => ({ prompt, follow_ups });

export function candidateFromEntry(
  entry: OntologyEntry,
  requirement: Requirement,
  importance: number,
  order: number,
): Candidate {
  return {
    id: entry.id,
    name: entry.name,
    description: entry.description,
    kind: entry.kind,
    sub_dimensions: entry.sub_dimensions.map((s) => ({
      id: `${entry.id}-${slugify(s.name)}`,
      name: s.name,
      rubric: s.rubric,
    })),
    topics: entry.topics.map((t) => q(t.prompt, ...t.follow_ups)),
    requirement,
    importance,
    order,
    pinned: false,
    baseline: false,
    levelRequired: false,
    extraTopics: 0,
    maxTopics: null,
  };
}

export function skillId(name: string): string {
  return `skill-${slugify(name)}`;
}

/** A skill the ontology does not know: generic but concrete sub-dimensions and topics built from its name. */
export function candidateFromSkill(
  name: string,
  requirement: Requirement,
  importance: number,
  order: number,
): Candidate {
  const id = skillId(name);
  return {
    id,
    name,
    description: `Role-specific skill named by the recruiter: ${name}.`,
    kind: 'technical',
    sub_dimensions: [
      {
        id: `${id}-depth-of-knowledge`,
        name: 'Depth of knowledge',
        rubric: `Explains how ${name} works beyond the surface, knows its trade-offs and limitations, and uses accurate terminology backed by concrete examples.`,
      },
      {
        id: `${id}-practical-application`,
        name: 'Practical application',
        rubric: `Describes real work with ${name} in specific terms: their own contribution, the decisions taken, the problems met and measurable outcomes.`,
      },
    ],
    topics: [
      q(
        `Tell me about a recent piece of work where you used ${name}. What was your part, and what did you have to get right?`,
        'What would you do differently with hindsight?',
        'How did you check the result was correct?',
      ),
      q(
        `What is the most difficult problem you have run into with ${name}, and how did you work through it?`,
        'Which options did you consider?',
        'What did you learn that you now apply routinely?',
      ),
      q(
        `How would you explain the key ideas of ${name} to a colleague who is new to it, and where do people usually go wrong?`,
        `How did you build your own depth in ${name}?`,
      ),
    ],
    requirement,
    importance,
    order,
    pinned: false,
    baseline: false,
    levelRequired: false,
    extraTopics: 0,
    maxTopics: null,
  };
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Extraction                                                                                                         */
/* ------------------------------------------------------------------------------------------------------------------ */

/** Everything the role data says about one competency. */
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
  /** Listed as an explicit skill (skills[] or info.skills). */
  explicit: boolean;
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
      .map((text) => ({ source: 'qualifications', text, context: null })),
    ...splitList(info.get('qualifications') ?? '').map((text) => ({
      source: 'info.qualifications',
      text,
      context: null,
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

  const record = (key: string, name: string, source: string, wording: Wording, explicit: boolean): void => {
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
        explicit: false,
      };
      mentions.set(key, m);
    }
    m.count += 1;
    m.essential ||= wording === 'essential';
    m.desirable ||= wording === 'desirable';
    m.explicit ||= explicit;
    used.add(source);
  };

  // 1. Explicit skills: every entry becomes a competency, from the ontology when it names one.
  const customRules: Rule[] = [];
  for (const { source, item, name, ids } of explicitEntries(input, info)) {
    const wording = classify(item);
    if (ids.length) {
      for (const id of new Set(ids)) record(id, ONTOLOGY_BY_ID.get(id)?.name ?? id, source, wording, true);
      continue;
    }
    const key = skillId(name);
    if (key === 'skill-') continue;
    if (!mentions.has(key)) customRules.push(...buildRule(key, [name], false, true));
    record(key, mentions.get(key)?.name ?? name, source, wording, true);
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
      record(
        key,
        mentions.get(key)?.name ?? ONTOLOGY_BY_ID.get(key)?.name ?? key,
        units[clause.unit]!.source,
        wording,
        false,
      );
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
  namesRoleSpecific(SAMPLE);
  // V8 compiles a pattern once for one-byte (Latin-1) and once for two-byte text.
  for (const text of ['compile', 'compile 日本']) findKeysEach([text], [...FREE_TEXT_RULES, ...NAME_RULES]);
}

/**
 * `hasRoleSpecific(extract(input))`, stopping at the first technical competency: an explicit skill outside the
 * ontology is one, so the free text is searched only with the ontology's patterns, and only when no skill is.
 */
export function namesRoleSpecific(input: PlanInput): boolean {
  const info = new Map(infoEntries(input));
  if (explicitEntries(input, info).some((e) => (e.ids.length ? e.ids.some(technical) : skillId(e.name) !== 'skill-')))
    return true;
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
