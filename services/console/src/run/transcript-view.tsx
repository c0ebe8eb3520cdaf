import { useEffect, useRef, useState } from 'react';
import type { Utterance } from '../api/types';
import { humanize } from '../format';
import { CollapsiblePanel } from '../ui/collapsible-panel';

const MOVE_LABELS: Record<string, string> = {
  probe_specific: 'Asked for a specific example',
  probe_own_part: 'Asked for their own part',
  probe_outcome: 'Asked for the outcome',
  redirect: 'Brought the answer back to the question',
  alternative_angle: 'Tried another angle',
  different_example: 'Asked for a second example',
  next_topic: 'Moved to the next topic',
  rephrase: 'Rephrased the question',
  explain: 'Explained the question',
  defer: 'Came back to it later',
};

/** An evidence quote the reviewer followed from the assessment; `seq` tells a second follow of the same one apart. */
export interface FollowedQuote {
  utteranceId: string;
  quote: string;
  seq: number;
}

/** The element id of an utterance, the target of the assessment's quote links. */
export const turnId = (utteranceId: string) => `turn-${utteranceId}`;

/** The utterance's text with the quote marked where it stands (the scorer's quotes are exact substrings). */
function TurnText({ text, quote }: { text: string; quote: string | undefined }) {
  const at = quote ? text.indexOf(quote) : -1;
  if (!quote || at < 0) return <p className="turn-text">{text}</p>;
  return (
    <p className="turn-text">
      {text.slice(0, at)}
      <mark>{quote}</mark>
      {text.slice(at + quote.length)}
    </p>
  );
}

/**
 * The conversation, with each interviewer move and its recorded reason beside the question it shaped. A followed
 * quote opens the panel, then scrolls to its utterance and focuses it, so a screen reader reads it out.
 */
export function TranscriptView({ transcript, followed }: { transcript: Utterance[]; followed: FollowedQuote | null }) {
  const [expanded, setExpanded] = useState(true);
  const toFocus = useRef<FollowedQuote | null>(null);
  useEffect(() => {
    if (!followed) return;
    toFocus.current = followed;
    setExpanded(true);
  }, [followed]);
  // Once the panel is open (a hidden element takes no focus), and only for a new follow, not a later reopening.
  useEffect(() => {
    if (!expanded || !followed || toFocus.current !== followed) return;
    toFocus.current = null;
    const turn = document.getElementById(turnId(followed.utteranceId));
    turn?.focus({ preventScroll: true });
    turn?.scrollIntoView({ block: 'center' });
  }, [expanded, followed]);

  return (
    <CollapsiblePanel title="Transcript" defaultExpanded expanded={expanded} onExpandedChange={setExpanded}>
      <ol className="transcript">
        {transcript.map((u) => {
          const quote = followed?.utteranceId === u.id ? followed.quote : undefined;
          return (
            <li
              key={u.id}
              id={turnId(u.id)}
              tabIndex={-1}
              className={`turn turn-${u.speaker}${quote ? ' turn-followed' : ''}`}
            >
              <p className="turn-speaker">
                {u.speaker === 'interviewer' ? 'Interviewer' : 'Candidate'}
                {u.speaker === 'candidate' && u.screening_id && (
                  <span className="tag">Screening answer · a fact, not scored</span>
                )}
              </p>
              <TurnText text={u.text} quote={quote} />
              {u.move && (
                <p className="turn-move">
                  <span className="turn-move-name">{MOVE_LABELS[u.move] ?? humanize(u.move)}</span>
                  {u.reason && <span> — {u.reason}</span>}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </CollapsiblePanel>
  );
}
