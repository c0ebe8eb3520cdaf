/**
 * The presumption check of the evaluation (issue 21): a follow-up presumes when it names a noun phrase found
 * neither in the topic/competency text nor in the candidate's answers ("How would you type it now so that bug cannot
 * happen?" after "Yes, I have done that a lot").
 *
 * Noun-phrase rule: a phrase is the run of up to three content words right after a determiner or possessive
 * (the, that, this, these, those, your, his, her, their, its), stopping at punctuation, a stopword or another determiner. A content word is
 * any word not in STOPWORDS; the stopwords hold function words, common verbs and the interviewer's own vocabulary
 * (outcome, result, situation, example, part, ...), which names no fact about the candidate. A phrase is presumptive
 * when more than half of its words, with a plural "s" dropped, occur in none of the reference texts: a phrase may run
 * into the verb after it ("how did the family respond"), so one unknown word of two does not make it presumptive.
 */
const DETERMINERS = new Set(['the', 'that', 'this', 'these', 'those', 'your', 'his', 'her', 'their', 'its']);

const STOPWORDS = new Set(
  (
    'a an and or but if then so as at by for from in into of on to with without about over after before during ' +
    'up down out off again once here there when where why how what which who whom whose all any both each few more ' +
    'most other some such no nor not only own same too very just also can could would should will shall may might ' +
    'must cannot do does did done doing be is are was were been being have has had having i me my we our us you your he ' +
    'him she it they them their its one ones way time times thing things something anything someone anyone point ' +
    'happen happened happens work worked go went get got make made take took tell told say said think know see ' +
    'outcome outcomes result results situation situations example examples part role question questions answer ' +
    'answers end moment topic experience approach team story detail details step steps impact difference case ' +
    'first last next earlier later now then still back specific particular personally exactly really like sound ' +
    'sounds seem seems please thank thanks'
  ).split(' '),
);

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:['-][a-z0-9]+)*/g) ?? [];
}

const stem = (w: string): string => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w);

/** Noun phrases after a determiner, each as its content words (lowercase), in order of appearance. */
export function nounPhrases(text: string): string[][] {
  const phrases: string[][] = [];
  // Punctuation ends a phrase: split into clauses first.
  for (const clause of text.split(/[.,;:!?()"]/)) {
    const ws = words(clause);
    for (let i = 0; i < ws.length; i++) {
      if (!DETERMINERS.has(ws[i]!)) continue;
      const phrase: string[] = [];
      for (let j = i + 1; j < ws.length && phrase.length < 3 && !STOPWORDS.has(ws[j]!) && !DETERMINERS.has(ws[j]!); j++)
        phrase.push(ws[j]!);
      if (phrase.length > 0) phrases.push(phrase);
    }
  }
  return phrases;
}

/** The noun phrases of `followUp` with a word found in none of `references` (joined by spaces). */
export function presumedPhrases(followUp: string, references: readonly string[]): string[] {
  const known = new Set(references.flatMap(words).map(stem));
  return nounPhrases(followUp)
    .filter((phrase) => phrase.filter((w) => !known.has(stem(w))).length * 2 > phrase.length)
    .map((phrase) => phrase.join(' '));
}
