/**
 * Verb forms for the words the engines put in a person's mouth ("the last time you diagnosed", "Diagnosing and
 * repairing"), conjugated by compromise. The planner already knows the word is a verb (it opens a duty), so it is
 * tagged as one: compromise alone reads "solder" or "triage" as nouns.
 */
import nlp from 'compromise';

interface Forms {
  past: string;
  gerund: string;
}

const cache = new Map<string, Forms>();

function forms(base: string): Forms {
  const known = cache.get(base);
  if (known) return known;
  // A phrasal verb conjugates its verb: "close out" → "closing out", "follow up" → "followed up".
  const [verb, ...particle] = base.split(/\s+/);
  if (particle.length) {
    const head = forms(verb!);
    return { past: [head.past, ...particle].join(' '), gerund: [head.gerund, ...particle].join(' ') };
  }
  const doc = nlp(base);
  doc.tag('Infinitive');
  const conjugated = doc.verbs().conjugate()[0] as { PastTense?: string; Gerund?: string } | undefined;
  const found =
    conjugated?.Gerund?.endsWith('ing') && conjugated.PastTense
      ? // compromise leaves "-or" verbs unchanged in the past ("mentor"); they are regular.
        { past: /or$/.test(conjugated.PastTense) ? `${base}ed` : conjugated.PastTense, gerund: conjugated.Gerund }
      : regular(base);
  cache.set(base, found);
  return found;
}

/**
 * The regular forms, for the few short verbs compromise does not conjugate ("mud" → "mudding"): a final consonant after
 * one short vowel doubles.
 */
function regular(base: string): Forms {
  const stem = /^[^aeiou]*[aeiou][bdgmnprt]$/.test(base) ? `${base}${base.at(-1)}` : base.replace(/e$/, '');
  return { past: `${stem}ed`, gerund: `${stem}ing` };
}

/** "diagnose" → "diagnosed", "lead" → "led", "close out" → "closed out". */
export const pastTense = (base: string): string => forms(base.toLowerCase()).past;

/** "diagnose" → "diagnosing", "plan" → "planning". */
export const gerund = (base: string): string => forms(base.toLowerCase()).gerund;
