/**
 * The default planner: offline and deterministic (same input, same plan), open to any role. Known competencies come
 * from the skills the recruiter listed; the posting's duties, requirements and skills either resolve to one of them, to
 * a competency every role shares (communication, teamwork, leadership, safety, customer care, reliability) recognised
 * by meaning, or stay open duties. Known competencies and open duties are then grouped by meaning in one pass, down to
 * what fits the interview; every competency gets a question topic and carries the posting phrases it came from
 * (`source_phrases`).
 *
 * Thresholds are cosines of all-MiniLM-L6-v2 between short phrases, set on the train split of eval/plans only.
 */
import { type Candidate, addSource, candidateFromEntry, mergeInto } from './candidates.js';
import { areaVectors } from './areas.js';
import { clusterByMeaning } from './cluster.js';
import { assemble, buildCandidates, select } from './deterministic-planner.js';
import { type Duty, duties } from './duties.js';
import { dutyCompetency } from './duty-competencies.js';
import { namesATool } from './duty-shape.js';
import { extract } from './extract.js';
import { GENERAL_LIBRARY } from './general-library.js';
import { FREE_TEXT_RULES, findKeysEach } from './matching.js';
import { ONTOLOGY_BY_ID, type OntologyEntry } from './ontology/index.js';
import { reviseByMeaning } from './revise-meaning.js';
import { isProtected, screeningItem, separateScreening } from './screening.js';
import { learnedRule } from './screening-learned.js';
import { readTokens } from '../text/reader.js';
import { assessSufficiency } from './sufficiency.js';
import { namesOnlyTraits } from './traits.js';
import { cleanPhrase, inSentence, openingVerb, sentenceStart } from './phrase.js';
import { nameKey } from './text.js';
import type { Planner, PlanInput, PlanResult, ScreeningItem } from './types.js';
import { type Embedder, cosine } from '../semantic.js';

/** Plans built by this planner; older plans keep the ontology version they were stored with. */
export const PLANNER_VERSION = 'open-vocabulary/2026.11-35';

/** A posting phrase this close to an exemplar of a shared competency is that competency. */
export const SHARED_MATCH = 0.55;
/** Duties whose average-linkage cosine reaches this are one competency. */
export const SAME_WORK = 0.6;
/** The importance of a known competency a duty (not the skills list) names. */
const KNOWN_FROM_DUTY = 0.7;
/** A duty the ontology resolves stays its own competency unless the ontology's name is this close. */
export const SAME_SKILL = 0.6;
/** Added to the cosine of two duties the posting wrote in one list item or line: it wrote them as one area. */
export const SAME_LINE_BONUS = 0.15;
/** A duty this close to one of the plan's screening facts restates it. */
export const SCREENED = 0.8;
/** A plan has at least this many competencies when the posting has that many phrases of work. */
const MIN_COMPETENCIES = 4;
/** A plan has at most this many competencies; duty groups keep merging, down to this cosine, to fit. */
const MAX_COMPETENCIES = 6;
export const MERGE_FLOOR = 0.3;
/** One main question takes about four minutes, and each competency gets one. */
const maxCompetencies = (minutes: number): number =>
  Math.min(MAX_COMPETENCIES, Math.max(4, Math.floor((Number.isFinite(minutes) ? minutes : 45) / 4)));
/** The work a years requirement names feeds the duty group at least this close on average. */
export const FEEDS_GROUP = 0.4;

/** Words many fields' competencies share: they name no one competency. */
const GENERIC_WORDS = new Set(
  'testing test monitoring analysis analytics management operations operation development data safety compliance support service services maintenance planning reporting reports design engineering systems system and of the'.split(
    ' ',
  ),
);
const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean);

/** Driving that only gets the worker to the work: a vehicle, or where to ("Drive a company van between sites"). */
const COMMUTE =
  /^driv(?:e|es|ing)\s+(?:(?:a|the|our|your|their|company|personal|own|light|service|take-home)\s+)*(?:trucks?|vans?|cars?|vehicles?|pickups?)\b|^driv(?:e|es|ing)\s+(?:to|between|among)\b/i;
/** A title whose work is the driving ("CDL-A Driver", "School Bus Operator", "Courier"). */
const DRIVING_ROLE = /\b(?:driver|chauffeur|courier|delivery|bus|truck|cdl|transport|hauler|operator)/i;

/** Whether a duty's words include a distinctive word of an ontology entry's name or aliases. */
export function namesEntry(duty: string, entry: Pick<OntologyEntry, 'name' | 'aliases'>): boolean {
  const words = new Set(wordsOf(duty));
  return [entry.name, ...entry.aliases].some((n) =>
    wordsOf(n).some((w) => !GENERIC_WORDS.has(w) && (words.has(w) || words.has(`${w}s`))),
  );
}

/**
 * A listed skill names a known competency when it is one of its names ("Testing", "QA") or holds a word of its own
 * beyond the words every field shares: "Relay testing" asks for no Software testing, "Patient monitoring" for no
 * Observability.
 */
const listsEntry = (skill: string, entry: OntologyEntry): boolean =>
  [entry.name, ...entry.aliases, ...(entry.strict_aliases ?? [])].some((n) => nameKey(n) === nameKey(skill)) ||
  namesEntry(skill, entry);

const partition = <T>(list: readonly T[], test: (x: T) => boolean): [T[], T[]] => [
  list.filter(test),
  list.filter((x) => !test(x)),
];

/** The index of the member most similar on average to the others: the group's most representative phrase. */
function centralIndex(vectors: Float32Array[]): number {
  let best = 0;
  let bestScore = -Infinity;
  vectors.forEach((v, i) => {
    const score = vectors.reduce((sum, w) => sum + cosine(v, w), 0);
    if (score > bestScore + 1e-9) [best, bestScore] = [i, score];
  });
  return best;
}

/** A name short enough to join another in "TypeScript and Node.js". */
const short = (name: string): boolean => name.split(/\s+/).length <= 2;

/** Two known competencies of one id or name are one, whatever their areas. */
const sameCompetency = (a: Candidate, b: Candidate): boolean => a.id === b.id || nameKey(a.name) === nameKey(b.name);

/** Folds a known competency into another of its area: two short skill names become one ("TypeScript and Node.js"). */
function fold(into: Candidate, from: Candidate): void {
  if (!sameCompetency(into, from) && short(into.name) && short(from.name)) into.name = `${into.name} and ${from.name}`;
  mergeInto(into, from);
}

/**
 * A shared or known competency the posting names in its own words is named so ("Customer communication" rather than
 * Communication), and its description says what the posting asks of it.
 */
function inPostingWords(c: Candidate): void {
  const phrases = c.sourcePhrases ?? [];
  if (!phrases.length || c.id.startsWith('skill-')) return;
  const own = phrases.find(
    (p) => !openingVerb(p) && p.split(/\s+/).length <= 5 && nameKey(p).includes(nameKey(c.name).split(' ')[0]!),
  );
  if (own) c.name = sentenceStart(own);
  c.description = `${c.description} In this role: ${phrases.map(inSentence).join('; ')}.`;
}

export function createDeterministicPlanner(options: { embedder: Embedder }): Planner {
  // The shared model caches by text (@irs/semantic), so library phrases are embedded once per process.
  const embed = (texts: readonly string[]): Promise<Float32Array[]> => options.embedder.embed(texts);
  const exemplars = GENERAL_LIBRARY.flatMap((s) => s.exemplars.map((text) => ({ shared: s, text })));

  /**
   * The ontology competency a duty names, when it means that competency: a one-word skill the ontology resolves
   * ("Python", "k8s"), or a phrase close in meaning to the competency's name. Longer duties that only mention a known
   * skill ("Runs services on Kubernetes with observability") stay duties of their own. A competency the skills list
   * did not name joins the plan here, from the duty about it ("Kubernetes is nice to have").
   */
  async function ontologyCover(list: Duty[], candidates: Candidate[], nextOrder: () => number) {
    const keys = findKeysEach(
      list.map((d) => d.text),
      FREE_TEXT_RULES,
    );
    const entries = list.map(
      (_, i) => keys[i]!.map((k) => ONTOLOGY_BY_ID.get(k)).find((e) => e?.kind === 'technical') ?? null,
    );
    // A duty about the competency names it: a word of its name or an alias beyond the words every field shares
    // ("Endotoxin testing" is no Software testing, "Payroll reconciliation" no Accounting).
    list.forEach((d, i) => {
      if (entries[i] && !namesEntry(d.text, entries[i]!)) entries[i] = null;
    });
    const checked = list.map((d, i) => (entries[i] && /\s/.test(d.text) ? i : -1)).filter((i) => i >= 0);
    const vectors = await embed(checked.flatMap((i) => [list[i]!.text, entries[i]!.name]));
    checked.forEach((i, k) => {
      if (cosine(vectors[2 * k]!, vectors[2 * k + 1]!) < SAME_SKILL) entries[i] = null;
    });
    return entries.map((entry, i) => {
      if (!entry) return null;
      let known = candidates.find((c) => c.id === entry.id);
      if (!known) {
        const requirement = list[i]!.wording === 'desirable' ? 'desirable' : 'essential';
        known = candidateFromEntry(entry, requirement, KNOWN_FROM_DUTY, nextOrder());
        candidates.push(known);
      }
      return known;
    });
  }

  /**
   * The duties that are work: one that restates a screening fact of the plan ("Valid driver's license" beside
   * "Driver's license") is that fact, and one the screening head calls a fact ("Reach truck experience") joins the list.
   */
  async function screenDuties(list: Duty[], screening: ScreeningItem[], position: string): Promise<Duty[]> {
    if (!list.length) return list;
    const facts = screening.map((s) => s.requirement);
    const vectors = await embed([...facts, ...list.map((d) => d.text)]);
    const factVectors = vectors.slice(0, facts.length);
    return list.filter((duty, i) => {
      const vector = vectors[facts.length + i]!;
      if (factVectors.some((f) => cosine(f, vector) >= SCREENED)) return false;
      const rule = learnedRule(vector, options.embedder.model, isProtected(duty.text));
      const item = rule && screeningItem(readTokens(duty.text), rule, duty.source, position);
      if (!item) return true;
      if (!screening.some((s) => s.id === item.id)) screening.push(item);
      return false;
    });
  }

  async function plan(posting: PlanInput): Promise<PlanResult> {
    // Licences, years, degrees, legal and physical requirements and availability are screening, not competencies.
    const { screening, work: input, fed } = separateScreening(posting);
    const missing = assessSufficiency(posting, input);
    if (missing.length) return { ok: false, missing_fields: missing };

    const extraction = extract(input);
    // Known competencies the recruiter listed as skills by a name of theirs; one the text only mentions enters through
    // a duty about it (below), never from a stray word ("the schedule follows the sales forecast" is no Sales). The
    // recruiter's own skill names become duty competencies below, with questions that name them.
    const known = {
      ...extraction,
      mentions: extraction.mentions.filter((m) => {
        const entry = ONTOLOGY_BY_ID.get(m.key);
        return !!entry && m.listedAs.some((skill) => listsEntry(skill, entry));
      }),
    };
    const { candidates, nextOrder } = buildCandidates(input, known, false);

    // A protected fact the separation left in a line ("Drug/alcohol testing") is no work to ask about.
    const list = await screenDuties(
      duties(input).filter((d) => !isProtected(d.text)),
      screening,
      input.position.trim() || 'this role',
    );
    const covered = await ontologyCover(list, candidates, nextOrder);
    const [phraseVectors, exemplarVectors] = await Promise.all([
      embed(list.map((d) => d.text)),
      embed(exemplars.map((e) => e.text)),
    ]);
    const open: number[] = [];
    list.forEach((duty, i) => {
      const ontology = covered[i];
      if (ontology) return addSource(ontology, duty.text);
      let best = { score: SHARED_MATCH, at: -1 };
      exemplarVectors.forEach((v, e) => {
        const score = cosine(phraseVectors[i]!, v);
        if (score >= best.score) best = { score, at: e };
      });
      if (best.at < 0) return void open.push(i);
      const { entry } = exemplars[best.at]!.shared;
      let shared = candidates.find((c) => c.id === entry.id);
      if (!shared) {
        shared = candidateFromEntry(entry, duty.wording === 'desirable' ? 'desirable' : 'essential', 0.65, nextOrder());
        candidates.push(shared);
      } else if (duty.wording !== 'desirable') shared.requirement = 'essential';
      addSource(shared, duty.text);
    });

    // Level-required behaviour stays only where the posting speaks of it.
    const mentioned = new Set(known.mentions.map((m) => m.key));
    for (const c of candidates.filter((c) => c.levelRequired && !mentioned.has(c.id) && !c.sourcePhrases?.length))
      candidates.splice(candidates.indexOf(c), 1);

    // One grouping of the known competencies and the posting's open duties by meaning: a listed skill and the duties
    // about it are one area, duties the posting wrote on one line are drawn together, and the closest keep merging
    // until the plan fits its time.
    const most = maxCompetencies(input.duration_minutes);
    const feeds = new Set(fed.map((f) => nameKey(cleanPhrase(f))));
    // A listed tool ("Klaviyo"), office basics or a trait ("Advanced Excel (pivot tables)", "Microsoft Office", "Team
    // player"), the drive to the work ("Driving a company truck to job sites") and the work a years requirement names
    // feed the area they belong to; none is an area of its own.
    const drivingRole = DRIVING_ROLE.test(input.position);
    const [formative, feeding] = partition(
      open,
      (i) =>
        !feeds.has(nameKey(list[i]!.text)) &&
        !(list[i]!.source === 'skills' && namesATool(list[i]!.text)) &&
        !namesOnlyTraits(list[i]!.text) &&
        !(!drivingRole && COMMUTE.test(list[i]!.text)),
    );
    const areas = await areaVectors(embed, candidates);
    const items = [...areas, ...formative.map((i) => phraseVectors[i]!)];
    const duty = (item: number) => list[formative[item - areas.length]!]!;
    const groupAt = (threshold: number) =>
      clusterByMeaning(items, threshold, {
        together: {
          test: (a, b) =>
            a < areas.length && b < areas.length
              ? sameCompetency(candidates[a]!, candidates[b]!)
              : a >= areas.length && b >= areas.length && duty(a).unit === duty(b).unit,
          bonus: SAME_LINE_BONUS,
        },
        atMost: { groups: most, floor: MERGE_FLOOR },
      });
    // A plan needs four areas: with fewer, only closer work merges, while the posting has that many phrases.
    let groups = groupAt(SAME_WORK);
    for (let t = SAME_WORK; groups.length < MIN_COMPETENCIES && t < 1; t += 0.1) groups = groupAt(t + 0.1);
    // What feeds joins the group it is about, after its own members.
    const fedTo = groups.map((): number[] => []);
    for (const i of feeding) {
      const fit = groups.map((g) => g.reduce((sum, j) => sum + cosine(phraseVectors[i]!, items[j]!), 0) / g.length);
      const best = fit.indexOf(Math.max(...fit));
      if (best >= 0 && fit[best]! >= FEEDS_GROUP) fedTo[best]!.push(i);
    }
    const competencies = groups.flatMap((group, g) => {
      const [base, ...others] = group.filter((j) => j < areas.length).map((j) => candidates[j]!);
      const own = group.filter((j) => j >= areas.length).map((j) => formative[j - areas.length]!);
      if (!base) {
        const central = centralIndex(own.map((i) => phraseVectors[i]!));
        const members = [...own.map((i) => list[i]!), ...fedTo[g]!.map((i) => ({ ...list[i]!, feeds: true }))];
        return [dutyCompetency(members, central, own[0]!)];
      }
      // A listed trait ("Communication") that no duty of the posting is about is a word, not an area.
      const alone = !others.length && group.length === 1 && !fedTo[g]!.length && !base.sourcePhrases?.length;
      if (alone && base.kind === 'behavioural') return [];
      for (const other of others) fold(base, other);
      for (const i of [...own, ...fedTo[g]!]) addSource(base, list[i]!.text);
      return [base];
    });
    candidates.splice(0, candidates.length, ...competencies);
    candidates.forEach(inPostingWords);
    // Revisions act on the competencies the plan shows: "merge A and B" leaves one fewer.
    candidates.splice(0, candidates.length, ...select(candidates, most));
    const changes = await reviseByMeaning(
      candidates,
      Array.isArray(input.revisions) ? input.revisions : [],
      nextOrder,
      { items: screening, position: input.position.trim() || 'this role' },
      embed,
    );
    const generatedFrom = [...new Set([...extraction.generatedFrom, ...list.map((d) => d.source)])];
    const plan = assemble(input, candidates, {
      generatedFrom,
      version: PLANNER_VERSION,
      changes,
      topicForEach: true,
      maxCompetencies: most,
    });
    return { ok: true, plan: { ...plan, screening } };
  }

  return { name: 'deterministic', plan };
}
