import type { PlanRevision } from '../api/types';
import { formatDateTime } from '../format';
import { useSignedIn } from '../session/session';
import { CollapsiblePanel } from '../ui/collapsible-panel';
import { actorLabel } from './actor-label';

/** What caused a revision, with the comments or the editor's note that came with it. */
function causeOf(r: PlanRevision): string {
  const words = r.comments ? `: “${r.comments}”` : '';
  if (r.cause === 'generated') return 'Generated from the posting';
  if (r.cause === 'revised') return `Revised after comments${words}`;
  return `Edited by a recruiter${words}`;
}

/** Every revision of the plan, newest first, each with its cause, its author and time, and what it changed. */
export function RevisionsView({ revisions }: { revisions: PlanRevision[] }) {
  const { userId } = useSignedIn();
  const newestFirst = [...revisions].reverse();
  return (
    <CollapsiblePanel title="Revisions" defaultExpanded={false}>
      {newestFirst.length ? (
        <ol className="revisions">
          {newestFirst.map((r, i) => (
            <li key={r.revision} className="revision">
              <h3 className="revision-title">
                Revision {r.revision}
                {i === 0 && <span className="tag tag-strong">Current</span>}
              </h3>
              <p>{causeOf(r)}</p>
              <p className="muted">
                {r.actor && `${actorLabel(r.actor, userId)} · `}
                <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>
              </p>
              {r.revision > 0 && r.changes.length > 0 && (
                <ul className="revision-changes" aria-label={`Changes in revision ${r.revision}`}>
                  {r.changes.map((change, n) => (
                    <li key={n}>{change}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">The plan has not been generated yet.</p>
      )}
    </CollapsiblePanel>
  );
}
