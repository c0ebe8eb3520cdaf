/**
 * The default planner: offline and deterministic (same input, same plan), open to any role. Known roles keep the
 * ontology's competencies; the posting's own duties, requirements and skills that the ontology does not cover become
 * competencies of their own (grouped by meaning, named in the posting's words, questions naming the work); what every
 * role shares (communication, teamwork, leadership, safety, customer care, reliability) is recognised by meaning.
 * Near-duplicates are merged; every competency gets a question topic; each derived or recognised competency carries the
 * posting phrases it came from (`source_phrases`).
 *
 * Thresholds are cosines of all-MiniLM-L6-v2 between short phrases, set on the train split of eval/plans only.
 */
import { type Candidate, candidateFromEntry } from './candidates.js';
import { clusterByMeaning } from './cluster.js';
import { assemble, buildCandidates } from './deterministic-planner.js';
import { type Duty, duties } from './duties.js';
import { dutyCompetency } from './duty-competencies.js';
import { extract } from './extract.js';
import { GENERAL_LIBRARY } from './general-library.js';
import { FREE_TEXT_RULES, findKeysEach } from './matching.js';
import { ONTOLOGY_BY_ID } from './ontology/index.js';
import { applyRevisions } from './revise.js';
import { isProtected, separateScreening } from './screening.js';
import { assessSufficiency } from './sufficiency.js';
import { cleanPhrase, inSentence, openingVerb, sentenceStart } from './phrase.js';
import { nameKey } from './text.js';
import type { Planner, PlanInput, PlanResult } from './types.js';
import { type Embedder, cosine } from '../semantic.js';

/** Plans built by this planner; older plans keep the ontology version they were stored with. */
export const PLANNER_VERSION = 'open-vocabulary/2026.11-4';

/** A posting phrase this close to an exemplar of a shared competency is that competency. */
export const SHARED_MATCH = 0.55;
/** Duties whose average-linkage cosine reaches this are one competency. */
export const SAME_WORK = 0.6;
/** Two competency names this close mean the same thing. */
export const NEAR_DUPLICATE = 0.8;
/** A duty the ontology resolves stays its own competency unless the ontology's name is this close. */
export const SAME_SKILL = 0.6;
/** Added to the cosine of two duties the posting wrote in one list item or line: it wrote them as one area. */
export const SAME_LINE_BONUS = 0.15;
/** A plan has at most this many competencies; duty groups keep merging, down to this cosine, to fit. */
const MAX_COMPETENCIES = 8;
export const MERGE_FLOOR = 0.3;
/** One main question takes about four minutes, and each competency gets one. */
const maxCompetencies = (minutes: number): number =>
  Math.min(MAX_COMPETENCIES, Math.max(4, Math.floor((Number.isFinite(minutes) ? minutes : 45) / 4)));
/** The work a years requirement names feeds the duty group at least this close on average. */
export const FEEDS_GROUP = 0.4;

const partition = <T>(list: readonly T[], test: (x: T) => boolean): [T[], T[]] => [
  list.filter(test),
  list.filter((x) => !test(x)),
];
/** The fewest duty groups a posting with enough duties gets, however many known and shared competencies it names. */
const MIN_DERIVED = 2;

const addSource = (c: Candidate, phrase: string): void => {
  c.sourcePhrases = [...new Set([...(c.sourcePhrases ?? []), phrase])];
};

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

const RANK = { essential: 0, desirable: 1 } as const;

/** Merges `from` into `into`: the stronger requirement and importance, the union of traces and sub-dimensions. */
function merge(into: Candidate, from: Candidate): void {
  if (RANK[from.requirement] < RANK[into.requirement]) into.requirement = from.requirement;
  into.importance = Math.max(into.importance, from.importance);
  into.pinned ||= from.pinned;
  into.baseline ||= from.baseline;
  into.levelRequired ||= from.levelRequired;
  for (const p of from.sourcePhrases ?? []) addSource(into, p);
  const names = new Set(into.sub_dimensions.map((s) => nameKey(s.name)));
  into.sub_dimensions.push(...from.sub_dimensions.filter((s) => !names.has(nameKey(s.name))));
  into.topics.push(...from.topics);
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
   * skill ("Runs services on Kubernetes with observability") stay duties of their own.
   */
  async function ontologyCover(list: Duty[], candidates: Candidate[]): Promise<(Candidate | null)[]> {
    const keys = findKeysEach(
      list.map((d) => d.text),
      FREE_TEXT_RULES,
    );
    const byId = new Map(candidates.map((c) => [c.id, c]));
    const found = list.map((_, i) => keys[i]!.map((k) => byId.get(k)).find((c) => c && c.kind === 'technical') ?? null);
    const checked = list.map((d, i) => (found[i] && /\s/.test(d.text) ? i : -1)).filter((i) => i >= 0);
    const vectors = await embed(checked.flatMap((i) => [list[i]!.text, found[i]!.name]));
    checked.forEach((i, k) => {
      if (cosine(vectors[2 * k]!, vectors[2 * k + 1]!) < SAME_SKILL) found[i] = null;
    });
    return found;
  }

  async function plan(posting: PlanInput): Promise<PlanResult> {
    // Licences, years, degrees, legal and physical requirements and availability are screening, not competencies.
    const { screening, work: input, fed } = separateScreening(posting);
    const missing = assessSufficiency(posting, input);
    if (missing.length) return { ok: false, missing_fields: missing };

    const extraction = extract(input);
    // The recruiter's own skill names become duty competencies below, with questions that name them.
    const known = { ...extraction, mentions: extraction.mentions.filter((m) => ONTOLOGY_BY_ID.has(m.key)) };
    const { candidates, nextOrder } = buildCandidates(input, known, false);

    // A protected fact the separation left in a line ("Drug/alcohol testing") is no work to ask about.
    const list = duties(input).filter((d) => !isProtected(d.text));
    const covered = await ontologyCover(list, candidates);
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

    const most = maxCompetencies(input.duration_minutes);
    const room = Math.max(MIN_DERIVED, most - candidates.length);
    const feeds = new Set(fed.map((f) => nameKey(cleanPhrase(f))));
    const [formative, feeding] = partition(open, (i) => !feeds.has(nameKey(list[i]!.text)));
    const groups = clusterByMeaning(
      formative.map((i) => phraseVectors[i]!),
      SAME_WORK,
      {
        together: { test: (a, b) => list[formative[a]!]!.unit === list[formative[b]!]!.unit, bonus: SAME_LINE_BONUS },
        atMost: { groups: room, floor: MERGE_FLOOR },
      },
    )
      .slice(0, room)
      .map((group) => group.map((g) => formative[g]!));
    // The work a years requirement names joins the group it is about, after its own duties.
    for (const i of feeding) {
      const fit = groups.map(
        (g) => g.reduce((sum, j) => sum + cosine(phraseVectors[i]!, phraseVectors[j]!), 0) / g.length,
      );
      const best = fit.indexOf(Math.max(...fit));
      if (best >= 0 && fit[best]! >= FEEDS_GROUP) groups[best]!.push(i);
    }
    for (const members of groups) {
      const own = members.filter((i) => !feeding.includes(i));
      const central = centralIndex(own.map((i) => phraseVectors[i]!));
      candidates.push(
        dutyCompetency(
          members.map((i) => (feeding.includes(i) ? { ...list[i]!, feeds: true } : list[i]!)),
          central,
          members[0]!,
        ),
      );
    }

    await mergeNearDuplicates(candidates);
    candidates.forEach(inPostingWords);
    const changes = applyRevisions(candidates, Array.isArray(input.revisions) ? input.revisions : [], nextOrder, {
      items: screening,
      position: input.position.trim() || 'this role',
    });
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

  /** Same name, or names that mean the same: the later (lower priority by order) folds into the earlier. */
  async function mergeNearDuplicates(candidates: Candidate[]): Promise<void> {
    const vectors = await embed(candidates.map((c) => c.name));
    const gone = new Set<number>();
    for (let a = 0; a < candidates.length; a++) {
      if (gone.has(a)) continue;
      for (let b = a + 1; b < candidates.length; b++) {
        if (gone.has(b)) continue;
        const same =
          nameKey(candidates[a]!.name) === nameKey(candidates[b]!.name) ||
          candidates[a]!.id === candidates[b]!.id ||
          cosine(vectors[a]!, vectors[b]!) >= NEAR_DUPLICATE;
        if (!same) continue;
        merge(candidates[a]!, candidates[b]!);
        gone.add(b);
      }
    }
    const kept = candidates.filter((_, i) => !gone.has(i));
    candidates.splice(0, candidates.length, ...kept);
  }

  return { name: 'deterministic', plan };
}
