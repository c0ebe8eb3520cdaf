import { Context } from '@temporalio/activity';
import { LLM_MAX_ATTEMPTS } from '@irs/engines/llm';

/**
 * Whether this activity attempt may call an LLM provider: the first LLM_MAX_ATTEMPTS attempts may; a later retry (the
 * database was down, the worker died) uses the offline engine at once, so a failing or slow provider is not called
 * again on every retry. Each call is bounded by LLM_DEADLINE_MS (@irs/engines/llm), below the activity's timeout.
 * Outside an activity (a test calling the function directly) it may.
 */
export function mayCallLlm(): boolean {
  let attempt = 1;
  try {
    attempt = Context.current().info.attempt;
  } catch {
    // not in an activity
  }
  return attempt <= LLM_MAX_ATTEMPTS;
}
