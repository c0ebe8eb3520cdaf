import type { RunEvent } from '../api/types';
import { formatDateTime, humanize } from '../format';
import { useSignedIn } from '../session/session';
import { CollapsiblePanel } from '../ui/collapsible-panel';
import { StateBadge } from '../ui/state-badge';
import { actorLabel } from './actor-label';

/** docs/spec.md "Event names", as a recruiter says them. */
const EVENT_LABELS: Record<string, string> = {
  'interview.info_needed': 'More information needed',
  'interview.info_completed': 'Missing information supplied',
  'interview.plan_generated': 'Plan ready for review',
  'interview.modification_requested': 'Plan revision requested',
  'interview.approved': 'Plan approved',
  'interview.rejected': 'Rejected',
  'interview.assessment_pending': 'Interview finished',
  'interview.assessment_ready': 'Assessment ready for review',
  'interview.completed': 'Assessment approved',
  'interview.cancelled': 'Cancelled',
};

/** Every recorded step of the run, oldest first: what happened, the state it led to, who caused it and when. */
export function TimelineView({ events }: { events: RunEvent[] }) {
  const { userId } = useSignedIn();
  return (
    <CollapsiblePanel title="Timeline" defaultExpanded={false}>
      {events.length ? (
        <ol className="timeline">
          {events.map((e) => (
            <li key={e.sequence} className="timeline-step">
              <p className="timeline-event">
                {EVENT_LABELS[e.event] ?? humanize(e.event.replace(/^interview\./, ''))}
                <StateBadge state={e.state} />
              </p>
              <p className="muted">
                {actorLabel(e.actor, userId)} · <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">Nothing is recorded yet.</p>
      )}
    </CollapsiblePanel>
  );
}
