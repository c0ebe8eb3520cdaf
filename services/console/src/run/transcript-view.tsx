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

/** The conversation, with each interviewer move and its recorded reason beside the question it shaped. */
export function TranscriptView({ transcript }: { transcript: Utterance[] }) {
  return (
    <CollapsiblePanel title="Transcript" defaultExpanded>
      <ol className="transcript">
        {transcript.map((u) => (
          <li key={u.id} className={`turn turn-${u.speaker}`}>
            <p className="turn-speaker">
              {u.speaker === 'interviewer' ? 'Interviewer' : 'Candidate'}
              {u.speaker === 'candidate' && u.screening_id && (
                <span className="tag">Screening answer · a fact, not scored</span>
              )}
            </p>
            <p className="turn-text">{u.text}</p>
            {u.move && (
              <p className="turn-move">
                <span className="turn-move-name">{MOVE_LABELS[u.move] ?? humanize(u.move)}</span>
                {u.reason && <span> — {u.reason}</span>}
              </p>
            )}
          </li>
        ))}
      </ol>
    </CollapsiblePanel>
  );
}
