/**
 * The evidence catalogue: which evidence types the deterministic scorer recognises, the cue patterns that reveal them
 * and the weights they carry. Versioned: change SIGNAL_WEIGHTS_VERSION whenever a weight, a pattern or a factor here
 * (or in the measure stage) changes, so an assessment records which calibration produced its numbers.
 *
 * Patterns run on `matchCopy` text (straight apostrophes, plain hyphens and spaces).
 */
import type { AttributionVia, EvidenceTypeId } from './types.js';

export const SIGNAL_WEIGHTS_VERSION = 'signal-weights/2026.11-36';

export interface EvidenceType {
  id: EvidenceTypeId;
  /** Base weight (0-1) one quote of this type carries before specificity, confidence and relevance. */
  weight: number;
  description: string;
}

/** In order of precedence: on equal weight the earlier type is the quote's primary type. */
export const EVIDENCE_TYPES: readonly EvidenceType[] = [
  {
    id: 'outcome_metric',
    weight: 0.55,
    description:
      'A measured result: a number with a unit or a before/after change ("reduced p99 latency from 800 ms to 120 ms", "cut cloud costs by 30%").',
  },
  {
    id: 'concrete_example',
    weight: 0.5,
    description:
      'A specific situation the candidate was in ("at my last job", "when we migrated", "we built", "last year I fixed").',
  },
  {
    id: 'outcome_statement',
    weight: 0.45,
    description:
      'A result told in words, in an answer that tells the candidate\'s own story ("both shipped features on their own by month two", "no partner broke").',
  },
  {
    id: 'technical_detail',
    weight: 0.45,
    description:
      'Domain vocabulary of the competency (its aliases and the terms of its rubrics and description), two or more distinct terms; technical competencies only.',
  },
  {
    id: 'ownership_statement',
    weight: 0.4,
    description: 'The candidate\'s own decision or responsibility ("I decided", "I led", "I proposed", "my call").',
  },
  {
    id: 'reasoning',
    weight: 0.4,
    description:
      'Why something was done: causes, trade-offs and alternatives ("because", "trade-off", "instead of", "root cause").',
  },
  {
    id: 'reflection',
    weight: 0.35,
    description: 'What the candidate learned or would change ("I learned", "in hindsight", "next time I would").',
  },
];

export const EVIDENCE_WEIGHT: ReadonlyMap<EvidenceTypeId, number> = new Map(
  EVIDENCE_TYPES.map((t) => [t.id, t.weight]),
);

/* ------------------------------------------------------------------------------------------------------------------ */
/* Cue patterns                                                                                                       */
/* ------------------------------------------------------------------------------------------------------------------ */

const JOB =
  '(?:job|work|company|employer|role|team|startup|position|project|client|internship|workplace|hospital|ward|clinic|shop|store|warehouse|office|site|shift|department)';
const PAST_WE =
  'built|had|shipped|launched|migrated|moved|rewrote|ran|found|replaced|introduced|designed|deployed|noticed|added|created|split|switched|rolled out|set up|fixed|hit|saw|decided|started|broke|wrote|refactored|automated';
const PAST_I = `${PAST_WE}|implemented|debugged|traced|profiled|reproduced|worked on|led|owned|took over|investigated|reviewed|measured|configured|tuned|optimi[sz]ed|modelled|modeled|interviewed|talked to|spoke (?:to|with)|met with|handled|resolved|changed|updated|used|took|turned on|enabled|compared|tested|paired|helped|mentored|taught|presented|explained|documented|planned|estimated|prioriti[sz]ed|organi[sz]ed`;

/** Common irregular past forms: "I ran", "we sold", "I taught" tell what happened as plainly as "-ed" verbs. */
const IRREGULAR_PAST =
  'went|saw|took|made|got|ran|wrote|built|led|found|gave|told|brought|bought|sold|set|put|kept|met|sent|spent|taught|caught|knew|drove|came|became|began|chose|spoke|broke|held|stood|understood|won|lost|paid|said|did|felt|left|read|heard|let|cut|hit|grew|drew|threw|rode|fed|dealt|sought|fought|stuck|swept|rebuilt|rewrote|oversaw|undertook|sat|sang|wore|woke|rang|flew|forgot|hid|lent|shook|slept|stole|swam|withdrew';

/**
 * The candidate (or their team) doing something in the past, in any words: "I/we" and a past verb, an adverb allowed
 * between ("I quickly rewrote"). Plain-words and non-native answers tell their story this way without the rubric's
 * vocabulary. Being or having ("I was", "we had") is not an action.
 */
const PERSONAL_ACTION = `\\b(?:I|we|me and \\w+|my (?:team|colleague|manager) and I)\\s+(?:(?:\\w+ly|then|also|just|first|finally|both|all|together|personally|immediately|even|still)\\s+)?(?:(?!(?:need|want|feel|seem)ed\\b)(?:re-|double-|over-|pre-|co-)?[a-z]{2,}ed|${IRREGULAR_PAST})\\b`;

/** A time marker of a specific occasion: "once", "one day", "yesterday", "two years ago". */
const OCCASION = `\\b(?:once|one (?:day|night|morning|evening|time|shift|week)|yesterday|(?:a|\\w+) (?:days?|weeks?|months?|years?) ago)\\b`;

export const CONCRETE_RE = new RegExp(
  [
    PERSONAL_ACTION,
    OCCASION,
    // "When I was…", "when we moved" tell an occasion; "when I am in charge" ("when I'm involved") is a habit.
    `\\bwhen (?:I|we)\\b(?!'(?:m|re|ve|d)\\b| (?:am|are|have|do|need|get|work|go|see)\\b)`,
    `\\b(?:at|in) my (?:last|previous|current|first|old|former) ${JOB}s?\\b`,
    `\\bat (?:my|our) (?:${JOB})\\b`,
    `\\blast (?:year|month|quarter|week|summer|winter|spring|autumn|sprint)\\b`,
    `\\b(?:a|one) (?:time|project|case|incident|situation) (?:where|when)\\b`,
    `\\bfor (?:example|instance)\\b`,
    `\\bwe (?:${PAST_WE})\\b`,
    `\\bI (?:${PAST_I})\\b`,
    `\\bon (?:a|one|our|that|the) (?:project|migration|team|launch|incident|rewrite)\\b`,
    `\\bin (?:19|20)\\d\\d\\b`,
  ].join('|'),
  'i',
);

/** What a quantity counts: a unit or a count noun. */
const UNIT = String.raw`(?:%|percent\b|x\b|×|ms\b|milliseconds?\b|s\b|secs?\b|seconds?\b|minutes?\b|mins?\b|hours?\b|hrs?\b|days?\b|weeks?\b|months?\b|years?\b|k\b|m\b|million\b|billion\b|users?\b|customers?\b|requests?\b|rps\b|qps\b|tps\b|tb\b|gb\b|mb\b|kb\b|engineers?\b|people\b|developers?\b|services?\b|servers?\b|nodes?\b|pods?\b|incidents?\b|bugs?\b|tickets?\b|deploys?\b|deployments?\b|releases?\b|lines?\b|tables?\b|rows?\b|queries\b|tests?\b|teams?\b|times\b|points?\b|dollars?\b|euros?\b|pounds?\b)`;
/** Numbers in words: plain and non-native answers say "six weeks" and "two people" as often as "6 weeks". */
const NUMBER_WORD =
  '(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundreds?|thousands?|dozens?|a dozen|a hundred)';
/** A quantity: a number (in digits or words) with a unit or a count noun, or an amount of money. */
export const QUANTITY_RE = new RegExp(String.raw`(?:\d[\d,.]*\s?|\b${NUMBER_WORD}\s)${UNIT}|[$€£]\s?\d`, 'gi');

const CHANGE_RE =
  /\b(?:reduc\w*|cut|cutting|drop(?:ped)?|decreas\w*|increas\w*|improv\w*|grew|grow\w*|sav(?:ed|ing)|rais\w*|lower\w*|boost\w*|sped up|speed(?:ed)? up|faster|slower|fewer|shrank|shrunk|halv\w*|doubl\w*|tripl\w*|went from|down (?:to|from)|up (?:to|from)|by \d|from \$?\d[\w.,%]* to|eliminat\w*|removed|brought)\b/i;
const HALVED_RE =
  /\b(?:halved|doubled|tripled|cut (?:it |that |them )?in half|zero (?:downtime|incidents|errors|bugs|outages))\b/i;

export function isOutcomeMetric(text: string): boolean {
  QUANTITY_RE.lastIndex = 0;
  const quantified = QUANTITY_RE.test(text);
  QUANTITY_RE.lastIndex = 0;
  return (quantified && CHANGE_RE.test(text)) || HALVED_RE.test(text);
}

export function quantityCount(text: string): number {
  QUANTITY_RE.lastIndex = 0;
  const n = (text.match(QUANTITY_RE) ?? []).length;
  QUANTITY_RE.lastIndex = 0;
  return n;
}

export const OWNERSHIP_RE =
  /\bI (?:decided|led|owned|drove|proposed|pushed for|initiated|championed|took (?:ownership|responsibility|the lead|charge|over)|was (?:responsible|accountable|the owner)|volunteered|made the (?:call|decision)|chose|convinced|negotiated|organi[sz]ed|stepped in|ran the|designed|set up|introduced|made sure|followed (?:up|through))\b|\bmy (?:decision|responsibility|call|idea|proposal)\b|\b(?:on my own initiative|nobody asked me|it was on me)\b/i;

export const REASONING_RE =
  /\b(?:because|the reason|so that|trade-?offs?|instead of|rather than|root cause|hypothes[ie]s|we measured|I measured|benchmark(?:ed|s)?|profil(?:ed|ing)|the risk (?:was|is)|weigh(?:ed|ing)|pros and cons|on the other hand|which meant|that meant|in order to|the downside|the upside|constraints?)\b/i;

export const REFLECTION_RE =
  /\b(?:I (?:learned|learnt|realised|realized|underestimated|overestimated|should have|wish I had)|lessons?|in hindsight|looking back|next time|(?:would|I'd) do (?:it |that )?differently|if I did it again|I now (?:always|make sure|check|start|write|ask|prefer)|since then|taught me|changed how I|my mistake|in retrospect|what I'd change)\b/i;

/** Hedging: lowers confidence. */
export const HEDGE_RE =
  /\b(?:I think|I guess|maybe|probably|perhaps|kind of|sort of|I believe|not sure|I suppose|might)\b/gi;
/** Hypothetical rather than lived: lowers confidence. */
export const HYPOTHETICAL_RE =
  /\b(?:I would|I'd|we would|we'd|you could|you would|one could|I could|I might|in theory)\b/i;
export const FIRST_PERSON_RE = /\b(?:I|my|me)\b/;
export const WE_RE = /\b(?:we|our|us)\b/i;

/** Stock phrases that carry no evidence unless the same sentence also describes a concrete situation. */
export const GENERIC_RE =
  /\b(?:team player|hard[\s-]?work(?:er|ing)|it depends|(?:I am|I'm) (?:very |really |a )*(?:passionate|motivated|a fast learner|a quick learner|detail[\s-]oriented|a people person|a perfectionist|results[\s-]driven|a problem solver|good at)|give (?:it )?(?:1[01]0|a hundred)\s?(?:%|percent)|I always|I usually|I don't (?:know|remember|recall)|not sure|no idea|can't think of|nothing comes to mind|good question|like anyone else|whatever (?:it takes|works)|best practices?|I'm a (?:quick|fast) learner|I get things done|I just do (?:it|my job))\b/i;

/** Named things: versions, acronyms, CamelCase, dotted or hashed names (Node.js, C#, HTTP/2, p99, S3). */
export const NAMED_RE =
  /\b(?:[A-Z]{2,}[\w/]*|[A-Z][a-z]+[A-Z]\w*|\w+\.(?:js|ts|py|io|net)\b|[a-z]+\d+\w*|\d+(?:\.\d+){1,})/g;

/* ------------------------------------------------------------------------------------------------------------------ */
/* Cross-cutting cues for behavioural competencies                                                                    */
/* ------------------------------------------------------------------------------------------------------------------ */

/**
 * Behavioural competencies are assessed across all answers (the plan may give communication and problem solving no
 * topic at all): a segment that shows one of these cues counts for the competency too, at cue relevance.
 */
export const BEHAVIOURAL_CUES: ReadonlyMap<string, RegExp> = new Map([
  [
    'communication',
    /\b(?:explain(?:ed|ing)? (?:it|this|that|them|the|to|how|why|what)|document(?:ed|ing)|wrote (?:up |down )?(?:a |an |the |our )?(?:\w+ ){0,2}(?:doc|docs|document|rfc|runbook|post-?mortem|proposal|guide|summary|update|readme|adr)|design doc|presented|presentation|walked (?:them|him|her|the team|everyone|people) through|made sure (?:they|everyone|people) understood|diagrams?|demo(?:ed)?)\b/i,
  ],
  [
    'problem-solving',
    /\b(?:root cause|hypothes[ie]s|debugg?(?:ed|ing)|narrow(?:ed)? (?:it |the problem )?down|reproduc(?:ed|e|ing)|bisect(?:ed)?|profil(?:ed|ing)|investigat(?:ed|e|ing)|diagnos(?:ed|e|ing)|trade-?offs?|figured out|worked out (?:why|that)|the (?:problem|issue|bug) was|the fix was|ruled out|isolated)\b/i,
  ],
  [
    'collaboration',
    /\b(?:paired|pair programming|worked (?:closely )?with|together with|with the (?:\w+ )?team|cross-team|code reviews?|we agreed|disagree(?:d|ment)?|compromise|aligned with|helped (?:a |my )?(?:colleague|teammate)s?)\b/i,
  ],
  ['ownership', OWNERSHIP_RE],
  [
    'leadership',
    /\b(?:I led|led (?:the|a|our|my) team|my team|my reports|set (?:the )?direction|delegat\w*|prioriti[sz]\w*|roadmap|hired|hiring|one-on-ones?|1:1s?|the team (?:agreed|decided))\b/i,
  ],
  [
    'stakeholder-management',
    /\b(?:stakeholders?|product (?:manager|owner)s?|the customer asked|expectations|negotiat\w*|scope|deadlines?|leadership team|executives?|the business|sign-?off)\b/i,
  ],
  [
    'adaptability',
    /\b(?:had to learn|I learned|I learnt|picked up|new to me|adapt(?:ed|ing)?|pivot(?:ed)?|priorities changed|changed priorities|feedback|upskill\w*|got up to speed)\b/i,
  ],
  [
    'mentoring',
    /\b(?:mentor(?:ed|ing)?|coach(?:ed|ing)?|onboard(?:ed|ing)?|taught|juniors?|interns?|knowledge sharing|brown[\s-]?bags?|pairing sessions?)\b/i,
  ],
]);

/**
 * Sub-dimension hints for behavioural competencies: a segment showing one of these cues fits the named sub-dimension
 * (by its name in the ontology) as well as a rubric-vocabulary match would, whichever way it was attributed. A hint
 * also attributes the segment to the competency, like the cues above.
 */
export const SUB_DIMENSION_HINTS: ReadonlyMap<string, readonly { sub_dimension: string; re: RegExp }[]> = new Map([
  [
    'problem-solving',
    [
      {
        sub_dimension: 'Problem framing',
        re: /\b(?:the (?:real |actual )?(?:problem|issue|bug|question) was|constraints?|success criteria|requirements? (?:was|were)|the goal was|we needed to|scoped)\b/i,
      },
      {
        sub_dimension: 'Hypothesis testing',
        re: /\b(?:root cause|hypothes[ie]s|narrow(?:ed)? (?:it |the problem )?down|reproduc(?:ed|e|ing)|bisect(?:ed)?|profil(?:ed|ing)|heap snapshots?|query plan|explain analy[sz]e|compared (?:them|the)|ruled out|isolated|measured|step by step)\b/i,
      },
      {
        sub_dimension: 'Pragmatic trade-offs',
        re: /\b(?:trade-?offs?|instead of|rather than|accepted (?:that|the)|good enough|pragmatic|revisit(?:ed)?|because (?:reads|writes|it|the|we)|so that)\b/i,
      },
    ],
  ],
  [
    'communication',
    [
      {
        sub_dimension: 'Structured explanations',
        re: /\b(?:explain(?:ed|ing)? (?:it|this|that|them|the|to|how|why|what)|walked (?:them|him|her|the team|everyone|people) through|diagrams?|presented|demo(?:ed)?|summari[sz]ed|in plain (?:terms|language))\b/i,
      },
      {
        sub_dimension: 'Active listening',
        re: /\b(?:clarif(?:y|ied|ying)|asked (?:them|what|why|how|questions)|made sure I understood|repeated (?:it )?back|listened|interviewed)\b/i,
      },
      {
        sub_dimension: 'Written updates',
        re: /\b(?:wrote (?:up |down )?(?:a |an |the |our )?(?:\w+ ){0,2}(?:doc|docs|document|rfc|runbook|post-?mortem|proposal|guide|summary|update|readme|adr)s?|design docs?|documented|runbooks?|post-?mortems?|rfcs?|readmes?)\b/i,
      },
    ],
  ],
  [
    'ownership',
    [
      {
        sub_dimension: 'Accountability',
        re: /\b(?:my mistake|I was (?:responsible|accountable)|owned up|took (?:full )?responsibility|I broke|my fault|I caused)\b/i,
      },
      {
        sub_dimension: 'Initiative',
        re: /\b(?:nobody (?:owned|asked|was)|not (?:strictly )?my (?:team's )?(?:job|responsibility|area)|on my own initiative|I proposed|I volunteered|stepped in|took ownership|without being asked)\b/i,
      },
      {
        sub_dimension: 'Seeing work through',
        re: /\b(?:followed (?:up|through)|made sure|until it was (?:done|fixed|shipped)|verified|handed (?:it )?over|closed the loop|saw it through|over the next)\b/i,
      },
    ],
  ],
]);

/* ------------------------------------------------------------------------------------------------------------------ */
/* Measure factors                                                                                                    */
/* ------------------------------------------------------------------------------------------------------------------ */

export const RELEVANCE: Readonly<Record<AttributionVia, number>> = {
  question: 1,
  mention: 0.8,
  semantic: 0.7,
  llm: 0.7,
  cue: 0.6,
};

/** Sub-dimension fit: 1 for the best-matching sub-dimension, down to FIT_FLOOR; general evidence gets FIT_GENERAL. */
export const FIT_FLOOR = 0.6;
export const FIT_GENERAL = 0.4;
/** Extra sub-dimension affinity for the sub-dimension the answered question topic targets. */
export const TOPIC_PRIOR = 0.5;
/** Extra sub-dimension affinity for a SUB_DIMENSION_HINTS match. */
export const HINT_PRIOR = 1;

/** Segments with fewer words than this carry no evidence; answers with fewer words than ANSWER_MIN_WORDS neither. */
export const SEGMENT_MIN_WORDS = 4;
export const ANSWER_MIN_WORDS = 6;
/** A quote is cut (at a word boundary) to at most this many characters. */
export const QUOTE_MAX_CHARS = 280;
/** Two quotes of the same signal whose word sets overlap at least this much (Jaccard) are near-duplicates. */
export const DUPLICATE_JACCARD = 0.8;
