import type { RunEvent } from '../api/types';
import { formatDateTime } from '../format';
import { useSignedIn } from '../session/session';
import { CollapsiblePanel } from '../ui/collapsible-panel';
import { StateBadge } from '../ui/state-badge';
import { actorLabel } from './actor-label';
import { eventLabel } from './event-labels';

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
                {eventLabel(e.event)}
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
