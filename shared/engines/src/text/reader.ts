/**
 * The engines' text layer: a posting's or an answer's text read once by wink-nlp with its English model
 * (`wink-eng-lite-web-model`, an npm package: nothing is fetched at run time). It yields sentences and, for each token,
 * its text, lower-case form, lemma and universal part of speech. The model loads on first use (about 80 ms).
 */
import winkNLP, { type ItemToken, type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export interface Token {
  text: string;
  /** Lower-case form. */
  lower: string;
  lemma: string;
  /** Universal part of speech: NOUN, PROPN, VERB, AUX, ADJ, ADP, NUM, CCONJ, PUNCT, … */
  pos: string;
  /** The whitespace before the token in the text (so spans rebuild as written). */
  space: string;
}

export interface Sentence {
  text: string;
  tokens: Token[];
}

let nlp: ReturnType<typeof winkNLP> | undefined;
const reader = () => (nlp ??= winkNLP(model));

// The typings declare some helpers (precedingSpaces) with a signature that does not fit `out`'s; all return strings.
const out = (token: ItemToken, helper: unknown): string => String(token.out(helper as ItsFunction<string>));

/** Loads the model now (the gateway does at start, so that no request waits on it). */
export function prepareReader(): void {
  reader();
}

/** The text's sentences, each with its tokens. */
export function readSentences(text: string): Sentence[] {
  const { its } = reader();
  const doc = reader().readDoc(text);
  const sentences: Sentence[] = [];
  const found = doc.sentences();
  for (let k = 0; k < found.length(); k++) {
    const sentence = found.itemAt(k);
    const items = sentence.tokens();
    const tokens: Token[] = [];
    for (let i = 0; i < items.length(); i++) {
      const t = items.itemAt(i);
      tokens.push({
        text: t.out(),
        lower: out(t, its.normal),
        lemma: out(t, its.lemma),
        pos: out(t, its.pos),
        space: out(t, its.precedingSpaces),
      });
    }
    sentences.push({ text: sentence.out(), tokens });
  }
  return sentences;
}

/** All the tokens of a short text (a list item, a phrase), across its sentences. */
export const readTokens = (text: string): Token[] => readSentences(text).flatMap((s) => s.tokens);

/** The tokens as written, with their spacing (the first token's leading space dropped). */
export const spanText = (tokens: readonly Token[]): string =>
  tokens
    .map((t, i) => (i ? t.space : '') + t.text)
    .join('')
    .trim();

/** For each token, whether it lies inside round brackets (the brackets themselves are outside). */
export function inBrackets(tokens: readonly Token[]): boolean[] {
  let depth = 0;
  return tokens.map((t) => {
    if (t.text === ')') depth = Math.max(0, depth - 1);
    const inside = depth > 0 && t.text !== ')';
    if (t.text === '(') depth++;
    return inside;
  });
}
