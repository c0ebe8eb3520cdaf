/**
 * The recruiter rubric's word-list and counting checks (eval/plans/recruiter/README.md, C1–C4): pure functions of
 * text, no model. Each returns the offending text (empty: the check passes), so the report can show why a plan fails.
 * The checks that need meaning (≈) are in judge.ts; this file is the judge's, not the engine's: nothing here is shared
 * with shared/engines.
 */

/** The rubric's requirement openers (C1.5, C2.2, C3.4), as whole words, case aside; `N` is any number. */
const OPENERS = [
  'must',
  'required',
  'requires',
  'minimum',
  'min\\.',
  'able to',
  'ability to',
  'proficient',
  'proficiency',
  'experience with',
  'experience in',
  'experienced',
  'knowledge of',
  'working knowledge',
  'familiarity',
  'familiar with',
  'understanding of',
  'strong',
  'excellent',
  'proven',
  'demonstrated',
  'comfortable with',
  'willing',
  'valid',
  'current',
  'preferred',
  '\\d+\\s*\\+\\s*years?',
  '\\d+\\s+years?',
];
const OPENER_AT_START = new RegExp(`^\\s*(?:${OPENERS.join('|')})(?![\\w])`, 'i');
const OPENER_INSIDE = new RegExp(`(?<![\\w])(?:${OPENERS.join('|')})(?![\\w])`, 'gi');

/** The requirement opener a text starts with, or null. */
export function openerAtStart(text: string): string | null {
  return OPENER_AT_START.exec(text)?.[0].trim() ?? null;
}

/** Every requirement opener anywhere in a text (C3.4: "no requirement opener inside the question"). */
export function openersInside(text: string): string[] {
  return [...text.matchAll(OPENER_INSIDE)].map((m) => m[0]);
}

/** Lower-case word tokens (apostrophes and inner hyphens kept: "driver's", "long-term"). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:['’-][a-z0-9]+)*/g) ?? [];
}

/** Runs of `n` or more consecutive words of `text` that also occur, in order, in `source` (C3.4: pasted wording). */
export function pastedRuns(text: string, source: string, n = 6): string[] {
  const t = words(text);
  const s = words(source);
  if (t.length < n || s.length < n) return [];
  const grams = new Set<string>();
  for (let i = 0; i + n <= s.length; i++) grams.add(s.slice(i, i + n).join(' '));
  const runs: string[] = [];
  let i = 0;
  while (i + n <= t.length) {
    if (!grams.has(t.slice(i, i + n).join(' '))) {
      i++;
      continue;
    }
    // Extend the run while each next window of n words is in the posting too.
    let end = i + n;
    while (end < t.length && grams.has(t.slice(end - n + 1, end + 1).join(' '))) end++;
    runs.push(t.slice(i, end).join(' '));
    i = end;
  }
  return runs;
}

/** Base-form verbs that must not open a competency name (C2.2). */
const BASE_VERBS = new Set(
  (
    'perform maintain ensure provide manage operate conduct prepare work handle use assist support drive build write ' +
    'lead run review develop create deliver monitor communicate collaborate'
  ).split(' '),
);

/** C2.2: a competency name is a noun phrase of at most 5 words without requirement wording. */
export function nameOffences(name: string): string[] {
  const out: string[] = [];
  const w = name.trim().split(/\s+/).filter(Boolean);
  if (w.length > 5) out.push(`${w.length} words`);
  const opener = openerAtStart(name);
  if (opener) out.push(`opens with "${opener}"`);
  const first = (w[0] ?? '').toLowerCase();
  if (BASE_VERBS.has(first)) out.push(`opens with the verb "${w[0]}"`);
  if (/\d\s*\+/.test(name)) out.push('contains "N+"');
  for (const word of ['years', 'year', 'required', 'preferred'])
    if (new RegExp(`\\b${word}\\b`, 'i').test(name)) out.push(`contains "${word}"`);
  for (const mark of ['(', ':', ';']) if (name.includes(mark)) out.push(`contains "${mark}"`);
  if (/[.,;:!?\-–]\s*$/.test(name)) out.push('ends with punctuation');
  return out;
}

/** Words that make a competency name a screening item (C1.3), besides the posting's own licence names. */
const SCREENING_NAME_WORDS = [
  'licence',
  'licences',
  'license',
  'licenses',
  'licensed',
  'certification',
  'certifications',
  'certified',
  'year',
  'years',
  'degree',
  'diploma',
  'GED',
  'availability',
  'available',
  'on-call',
  'night shift',
  'night shifts',
  'weekend',
  'weekends',
  'travel',
  'background check',
  'drug test',
  'drug screen',
  'lift',
  'lifting',
  'citizen',
  'citizenship',
  'authorised to work',
  'authorized to work',
  'work authorisation',
  'work authorization',
  'security clearance',
];

/**
 * The licence and certificate names of a posting, from its labelled licence and certification items: acronyms with
 * their numbers ("CDL", "EPA 608", "OSHA 10", "CPR/BLS" → CPR, BLS) and the item's words without "State/Valid/Active…"
 * when it names a card or a licence ("Food handler card").
 */
export function licenceNames(items: readonly { requirement: string; kind: string }[]): string[] {
  const names = new Set<string>();
  for (const item of items.filter((i) => i.kind === 'licence' || i.kind === 'certification')) {
    for (const m of item.requirement.matchAll(/\b[A-Z][A-Z0-9]*[A-Z](?:[- ]\d+)?\b/g)) names.add(m[0]);
    const plain = item.requirement
      .replace(/\b(state|valid|active|current|current state|an?|the)\b/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (/\b(card|licen[cs]e|certificat(e|ion))\b/i.test(plain) && plain.split(' ').length <= 5) names.add(plain);
  }
  return [...names];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** C1.3 by words: the screening words and posting licence names a competency name contains as whole words. */
export function screeningWordsInName(name: string, licences: readonly string[]): string[] {
  return [...SCREENING_NAME_WORDS, ...licences].filter((w) =>
    new RegExp(`(?<![\\w-])${escape(w)}(?![\\w-])`, 'i').test(name),
  );
}

/**
 * Protected topics (C1.7, C1.8). Words that only name a trait ("pregnant", "religion", "how old") count wherever they
 * appear; words a job's own work uses ("a resident's condition", "children's development", "medication
 * administration", "family communication") count when the question points them at the candidate: "your …" within
 * three words, or "do/did/have/are/will you (have|take|…) …" before them. Ability to lift, stand, walk, climb or carry
 * counts in its ability forms ("Can you lift 50 lbs?", "able to stand"). Allowed on purpose (never matched): work
 * authorisation, sponsorship, background check, clearance, driving record, a language the job uses, a stated setting.
 */
const ALWAYS = [
  'how old',
  'date of birth',
  'birth ?date',
  'year of graduation',
  'graduation year',
  'what year did you graduate',
  'married',
  'marital',
  'spouse',
  'husband',
  'wife',
  'pregnan\\w*',
  'maternity',
  'family plans',
  'plan(?:s|ning)? to have (?:children|kids|a family)',
  'religio\\w*',
  'church',
  'holy days?',
  'nationality',
  'citizenship',
  'citizens?',
  'national origin',
  'native language',
  'mother tongue',
  'ethnic\\w*',
  'sexual orientation',
  'arrest records?',
  '(?:been|ever) arrested',
  'drug (?:test|screen)\\w*',
  'alcohol (?:test|screen)\\w*',
  'physical exam\\w*',
];
const CANDIDATE_TRAITS = [
  'health',
  'healthy',
  'medical',
  'illness(?:es)?',
  'ill',
  'sick',
  'injur\\w*',
  'conditions?',
  'medications?',
  'prescriptions?',
  'drugs?',
  'hearing',
  'vision',
  'eyesight',
  'age',
  'children',
  'kids?',
  'family',
  'childcare',
  'child care',
  'race',
  'gender',
  'sex',
  'birth',
  'graduat\\w*',
  'disabilit\\w*',
  'disabled',
  'psychological',
];
const ALWAYS_RE = new RegExp(`\\b(?:${ALWAYS.join('|')})\\b`, 'i');
const TRAIT = `(?:${CANDIDATE_TRAITS.join('|')})`;
// Gap words without apostrophes: "your residents' conditions" points at the residents, not the candidate.
const YOUR_TRAIT = new RegExp(`\\byour(?:\\s+[a-z-]+){0,3}?\\s+${TRAIT}\\b`, 'i');
const YOU_HAVE_TRAIT = new RegExp(
  `\\b(?:do|did|have|has|are|were|will|would|could|can)\\s+you\\s+` +
    `(?:ever\\s+|currently\\s+|now\\s+|willing\\s+to\\s+|able\\s+to\\s+|planning\\s+to\\s+)?` +
    `(?:have|had|take|taking|taken|use|using|been|on|suffer\\w*|need|pass|submit\\s+to|undergo|consent\\s+to|plan)\\b` +
    `(?:\\s+[a-z-]+){0,3}?\\s+${TRAIT}\\b`,
  'i',
);
const ANY_TRAIT = new RegExp(`\\bany\\s+(?:health|medical|physical|mental)\\b`, 'i');
const WHAT_AGE =
  /\b(?:what|which)\s+age\b|\bage\s+are\s+you\b|\bare\s+you\s+(?:at\s+least|over|under)\s+(?:the\s+age\s+of\s+)?\d{2}\b|\b\d{2}\s+(?:years\s+old|or\s+older)\b/i;
const ABILITY =
  /\b(?:able to|ability to|can you|could you|are you able to|capable of)\s+(?:\w+\s+)?(?:lift|stand|walk|climb|carry|kneel|bend)\w*/i;

/** The protected topics a question, follow-up or screening question touches (empty: none). */
export function protectedTopics(text: string): string[] {
  const hits: string[] = [];
  for (const re of [ALWAYS_RE, YOUR_TRAIT, YOU_HAVE_TRAIT, ANY_TRAIT, WHAT_AGE, ABILITY]) {
    const m = re.exec(text);
    if (m) hits.push(m[0]);
  }
  return [...new Set(hits)];
}

/** What the judge reads of a plan's screening item (a plan today has none; see the README's "The harness"). */
export interface ScreeningView {
  requirement: string;
  kind: string | null;
  essential: boolean | null;
  protected: boolean | null;
  question: string | null;
}

/**
 * The plan's screening list, read leniently: `plan.screening` items with a `requirement` (or `text`/`name`), a `kind`,
 * `essential` (or `requirement_type: essential|desirable`), `protected`, and a `question` (or the first of
 * `questions`). Null when the plan has no screening list at all.
 */
export function readScreening(plan: unknown): ScreeningView[] | null {
  const list = (plan as { screening?: unknown } | null)?.screening;
  if (!Array.isArray(list)) return null;
  return list.map((raw) => {
    const item = (raw ?? {}) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
    const questions = Array.isArray(item.questions) ? item.questions.filter((q) => typeof q === 'string') : [];
    return {
      requirement: text(item.requirement) ?? text(item.text) ?? text(item.name) ?? '',
      kind: text(item.kind),
      essential:
        typeof item.essential === 'boolean'
          ? item.essential
          : item.requirement_type === 'essential'
            ? true
            : item.requirement_type === 'desirable'
              ? false
              : null,
      protected: typeof item.protected === 'boolean' ? item.protected : null,
      question: text(item.question) ?? (questions[0] as string | undefined) ?? null,
    };
  });
}

/** Requirement phrases by kind, to tell one requirement from two joined ("background check and drug screen"). */
const KIND_PHRASES: [string, RegExp][] = [
  ['licence', /\blicen[cs]e/i],
  ['certification', /\bcertif/i],
  ['experience', /\byears?\b|\bexperience\b/i],
  ['education', /\b(?:diploma|degree|GED|bachelor'?s?|master'?s?|associate'?s?)\b/i],
  ['background check', /\bbackground (?:check|screen)/i],
  ['drug test', /\bdrug (?:test|screen)/i],
  ['alcohol test', /\balcohol (?:test|screen)/i],
  ['work authorisation', /\bauthori[sz](?:ed|ation) to work|\bwork authori[sz]ation/i],
  ['clearance', /\bclearance\b/i],
  ['physical', /\b(?:lift|lifting|stand|standing|climb|climbing|carry|physical|TB test|immuni[sz]ation)s?\b/i],
  ['availability', /\b(?:shifts?|weekends?|on-call|travel|overtime|relocat\w*|nights?|evenings?|holidays)\b/i],
];

/** C1.5: one requirement of one kind, at most 15 words, not opening with a requirement opener (years aside). */
export function screeningItemOffences(requirement: string): string[] {
  const out: string[] = [];
  const n = requirement.trim().split(/\s+/).filter(Boolean).length;
  if (n > 15) out.push(`${n} words`);
  // The number of years is what an experience item states (C1.1: "same number of years"; the labels read "3+ years
  // of …"), so the years forms of the opener list do not count here; every other opener does.
  const opener = openerAtStart(requirement);
  if (opener && !/^\d/.test(opener)) out.push(`opens with "${opener}"`);
  const kinds = KIND_PHRASES.filter(([, re]) => re.test(requirement)).map(([k]) => k);
  if (kinds.length > 1) out.push(`two requirements in one item (${kinds.join(' + ')})`);
  return out;
}

/** Closed factual question openers (C1.6). */
const CLOSED = /^(?:do|does|are|is|have|has|can|will|would|which|how many|when)\b/i;

/** Words too common to name anything specific. */
const STOP = new Set(
  (
    'a an the and or but nor so yet of to in on at for with by from about into onto over under as than that this these ' +
    'those if because while you your yours we our us they their them he she it its i me my be is are was were been being ' +
    'do does did done have has had having can could will would should shall may might must what which who whom whose ' +
    'when where why how any some all each every one two there here not no yes also just more most very own such ' +
    'current currently valid hold held'
  ).split(' '),
);

/** Content words of a text: lower-case, not stop words, 3+ letters or a number. */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => !STOP.has(w) && (w.length >= 3 || /\d/.test(w)));
}

/** A crude stem, enough to match "drains"/"drain", "cleaning"/"clean", "repaired"/"repair". */
export const stem = (w: string): string => (w.length > 4 ? w.replace(/(?:ing|ed|es|s)$/, '') : w);

/** C1.6: one closed factual question that names the thing it verifies. */
export function verificationOffences(requirement: string, question: string | null): string[] {
  if (!question) return ['no verification question'];
  const out: string[] = [];
  const q = question.trim();
  const marks = (q.match(/\?/g) ?? []).length;
  const sentences = q.split(/(?<=\?)\s+/).filter(Boolean);
  if (!q.endsWith('?')) out.push('does not end with "?"');
  // "Do you hold a current EPA 608 certification? Which type?" is the one allowed two-part factual check.
  if (marks > 2 || (marks === 2 && !sentences.every((s) => CLOSED.test(s)))) out.push(`${marks} question marks`);
  const n = q.split(/\s+/).length;
  if (n > 25) out.push(`${n} words`);
  if (!CLOSED.test(q)) out.push('not a closed factual question');
  const named = new Set(contentWords(requirement).map(stem));
  const numbers = requirement.match(/\d+/g) ?? [];
  const asks = new Set(contentWords(q).map(stem));
  if (![...named].some((w) => asks.has(w)) && !numbers.some((d) => q.includes(d)))
    out.push('does not name the requirement');
  return out;
}

const ENDING_WORDS = new Set(
  (
    'a an the of to in on at for with by from about into onto over under and or but nor so yet as than that if ' +
    'because while your their'
  ).split(' '),
);
/** A verb a question needs (an auxiliary, an imperative opener of interview questions, or a past tense). */
const HAS_VERB =
  /\b(?:is|are|was|were|be|been|do|does|did|have|has|had|can|could|would|will|should|tell|walk|describe|explain|give|share|talk|take|took|make|made|go|went|get|got|keep|kept|know|knew|decide|decides|handle|handles|check|checks|find|found|say|said|think|thought|use|used|need|needed)\b|\b\w{3,}ed\b/i;

/** C3.2 and C3.3: one situation, one complete sentence, for a main question. */
export function mainQuestionOffences(prompt: string): { c32: string[]; c33: string[] } {
  const q = prompt.trim();
  const c32: string[] = [];
  const marks = (q.match(/\?/g) ?? []).length;
  if (marks > 1) c32.push(`${marks} question marks`);
  if (q.includes(';')) c32.push('contains ";"');
  const second = /\band (?:how|what|why|describe|tell)\b/i.exec(q);
  if (second) c32.push(`second request "${second[0]}"`);
  // Three or more items: "A, B and C" / "A, B, or C", each of at most four words, the second not a new clause.
  const list =
    /\b[\w'-]+(?: [\w'-]+){0,3}, (?!(?:and|or|but|which|what|how|why|when|where|who|did|do|does)\b)[\w'-]+(?: [\w'-]+){0,3},? (?:and|or) [\w'-]+/i.exec(
      q,
    );
  if (list) c32.push(`list "${list[0]}"`);

  const c33: string[] = [];
  if (!/^[A-Z]/.test(q)) c33.push('does not open with a capital letter');
  const imperative = /^(?:tell me|walk me through|describe)\b/i.test(q);
  if (!(q.endsWith('?') || (imperative && q.endsWith('.')))) c33.push('does not end with "?"');
  const n = words(q).length;
  if (n < 8 || n > 45) c33.push(`${n} words`);
  if (!HAS_VERB.test(q)) c33.push('no verb');
  const last = words(q).at(-1);
  if (last && ENDING_WORDS.has(last)) c33.push(`ends on "${last}"`);
  const doubled = /\b(\w+)\s+\1\b/i.exec(q);
  if (doubled) c33.push(`word doubled "${doubled[0]}"`);
  const fragment = /:\s*[a-z][^?.]*/.exec(q);
  if (fragment) c33.push(`lower-case fragment after a colon "${fragment[0].trim()}"`);
  return { c32, c33 };
}

/** The posting's stated work, one piece per description bullet or sentence, qualification and skill. */
export function postingPieces(input: {
  job_description: string | null;
  qualifications: readonly string[];
  skills: readonly string[];
}): string[] {
  const description = (input.job_description ?? '')
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) => s.replace(/^\s*[-*•]\s*/, '').trim())
    .filter(Boolean);
  return [...description, ...input.qualifications, ...input.skills];
}

/**
 * C3.5: the posting's pieces of work a question names: a piece with two or more content words is named when two of
 * them (by stem) are in the question. At most two may be named.
 */
/** Whether every content word of a text occurs in one piece of the posting (stemmed): a part cut from it. */
export function statedWithin(text: string, pieces: readonly string[]): boolean {
  const own = contentWords(text).map(stem);
  return (
    own.length > 0 &&
    pieces.some((piece) => {
      const there = new Set(contentWords(piece).map(stem));
      return own.every((w) => there.has(w));
    })
  );
}

export function dutiesNamed(question: string, pieces: readonly string[]): string[] {
  const asked = new Set(contentWords(question).map(stem));
  const named = pieces.filter((piece) => {
    const own = [...new Set(contentWords(piece).map(stem))];
    return own.length >= 2 && own.filter((w) => asked.has(w)).length >= 2;
  });
  return [...new Set(named)];
}

/** Interview words that carry no trade content (C3.6/C3.7's generic words and the usual follow-up wording). */
const GENERIC = new Set(
  (
    'work job role task tasks time times situation skill skills experience experiences team project projects challenge ' +
    'challenges example examples outcome outcomes result results differently different more hardest hard part parts ' +
    'difficult difficulty handle handled decide decided know knew turn turned turn check checked learn learned ' +
    'happen happened next again change changed approach tell walk describe think thought thing things went go make ' +
    'made decision decisions done look looked back specific steps step take took people else way ways well better ' +
    'best worst first last happened handled someone anything something watch watched right wrong get got give gave ' +
    'recent recently piece mattered matter part successful success feedback lesson lessons improve improved'
  ).split(' '),
);

/** C3.7: a follow-up with no content word beyond the generic interview vocabulary ("How did you check the result?"). */
export const genericFollowUp = (text: string): boolean => contentWords(text).every((w) => GENERIC.has(w));

/** Sub-dimension names that are a bare generic word (C3.8). */
const GENERIC_SUBS = new Set(['communication', 'quality', 'knowledge', 'skills', 'skill', 'experience', 'attitude']);

/** A name for comparing: lower case, without "and", "of", "the", plural s (C2.4, C3.8). */
export const normalName = (name: string): string =>
  words(name)
    .filter((w) => !['and', 'of', 'the'].includes(w))
    .map((w) => (w.length > 3 ? w.replace(/s$/, '') : w))
    .join(' ');

/** C3.8: 2–5 sub-dimensions per competency, distinct within it, not repeated in another, none a bare generic word. */
export function subDimensionOffences(
  competencies: readonly { name: string; sub_dimensions: readonly { name: string }[] }[],
): string[] {
  const out: string[] = [];
  const owners = new Map<string, { name: string; in: string[] }>();
  for (const c of competencies) {
    const n = c.sub_dimensions.length;
    if (n < 2 || n > 5) out.push(`${c.name}: ${n} sub-dimensions`);
    const seen = new Set<string>();
    for (const s of c.sub_dimensions) {
      const key = normalName(s.name);
      if (GENERIC_SUBS.has(key) || GENERIC_SUBS.has(s.name.trim().toLowerCase()))
        out.push(`${c.name}: generic "${s.name}"`);
      if (seen.has(key)) out.push(`${c.name}: "${s.name}" twice`);
      seen.add(key);
      const entry = owners.get(key) ?? { name: s.name, in: [] };
      if (!entry.in.includes(c.name)) entry.in.push(c.name);
      owners.set(key, entry);
    }
  }
  for (const { name, in: owning } of owners.values())
    if (owning.length > 1) out.push(`"${name}" in ${owning.length} competencies: ${owning.join(', ')}`);
  return out;
}

/** Behavioural areas that pass C2.6 only when they cover a theme. */
const BEHAVIOURAL = [
  'leadership',
  'teamwork',
  'communication',
  'problem solving',
  'adaptability',
  'time management',
  'attention to detail',
  'work ethic',
  'professionalism',
  'customer focus',
];
/** The behavioural area a competency name opens with ("Adaptability and learning" → adaptability), or null. */
export function behavioural(name: string): string | null {
  const n = name.toLowerCase().replace(/-/g, ' ');
  return BEHAVIOURAL.find((b) => n === b || n.startsWith(`${b} `)) ?? null;
}

/** Technical roles may be asked which technologies they use (C4.2). */
export const technicalRole = (industry: string, position: string): boolean =>
  /software|data/i.test(industry) || /engineer|developer|technical|software|data/i.test(position);

const SCREENING_ASK =
  /\b(?:licen[cs]e|certif\w*|years?|degree|diploma|background|drug|shifts?|schedule|availability|salary|pay|wage|hours)\b/i;
const WORK_ASK =
  /\b(?:dut(?:y|ies)|tasks?|tools?|equipment|software|systems?|setting|environment|responsib\w*|day-to-day|daily|work|skills?|products?|customers?|patients?|machines?|processes?|technolog\w*)\b/i;

/** C4.2: 1–3 questions about the work, none about screening facts only, "technologies" only for technical roles. */
export function infoAskOffences(questions: readonly string[], technical: boolean): string[] {
  const out: string[] = [];
  if (questions.length < 1 || questions.length > 3) out.push(`${questions.length} questions`);
  for (const q of questions) {
    if (SCREENING_ASK.test(q) && !WORK_ASK.test(q)) out.push(`screening facts only: "${q}"`);
    if (!technical && /technolog/i.test(q)) out.push(`"technologies" for a non-technical role: "${q}"`);
  }
  return out;
}
