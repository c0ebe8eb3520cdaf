/**
 * A story set in another occupation ("I was a bank teller for three years…", "As a dental nurse…", "When I drove a
 * truck…") shows that occupation's work: it can evidence a behavioural competency (calming an upset person is that
 * whoever is calmed), never a technical one of this role without its work (issue 32, item 1). The occupation the
 * answer names is read by its words, and compared by meaning with the role (the plan's competencies): far from it, it
 * is another job; near it ("a supermarket cashier" for a bank teller), it is the same work elsewhere.
 */
import { cosine } from '../semantic.js';

/** How an answer names the job it was set in, and the words of that job. */
const OCCUPATION =
  /(?:\bI (?:was|'ve been|have been|worked as|used to be|used to work as) an? (?!lot\b|bit\b|little\b|few\b)|(?:^|[.!?]\s+)As an? |\bwhen I (?:worked|was) (?:at|in|on) (?:an? |the )?|\bI used to work (?:at|in|on) (?:an? |the )?|\bBefore [\w ]{2,20}?,? I (?:was an? |worked (?:at |in |on )?(?:an? |the )?)|\bwhen I drove an? |\bI taught )([A-Za-z' -]{3,60}?)(?=\s+(?:for|at|in|on|before|with|during|I)\b|[,.;:]|$)/;

/** The job an answer says its story was set in ('' when it names none). */
export const namedOccupation = (text: string): string => OCCUPATION.exec(text)?.[1]?.trim() ?? '';

/** Below this closeness to the role, a named occupation is another job (the spent sixth batch, train: 0.10–0.23). */
export const OTHER_JOB_MAX = 0.25;

/** Whether a named occupation (its vector) is another job than the role's (the plan competencies' centroid). */
export const anotherJob = (occupation: Float32Array, role: Float32Array): boolean =>
  cosine(occupation, role) < OTHER_JOB_MAX;
