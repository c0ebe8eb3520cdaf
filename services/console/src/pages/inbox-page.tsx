import type { RunListItem, RunState } from '../api/types';
import { RunCard } from '../runs/run-card';
import { useInbox } from '../runs/queries';
import { ErrorNote } from '../ui/error-note';
import { PageHeading } from '../ui/page-heading';

const GROUPS: { state: RunState; title: string; what: (n: number) => string; empty: string }[] = [
  {
    state: 'PENDING',
    title: 'Plan review',
    what: (n) => `${n} ${n === 1 ? 'plan' : 'plans'} to review`,
    empty: 'No plan waits for review.',
  },
  {
    state: 'INFO_NEEDED',
    title: 'Missing information',
    what: (n) => `${n} ${n === 1 ? 'posting' : 'postings'} missing information`,
    empty: 'No posting is missing information.',
  },
  {
    state: 'ASSESSMENT_READY',
    title: 'Assessment review',
    what: (n) => `${n} ${n === 1 ? 'assessment' : 'assessments'} to review`,
    empty: 'No assessment waits for review.',
  },
  {
    state: 'INVITED',
    title: 'Candidate requests',
    what: (n) => `${n} candidate ${n === 1 ? 'request' : 'requests'} to answer`,
    empty: 'No candidate asked for an accommodation or another process.',
  },
];

/** The sentence the live region reads out: how much waits, and of which kind. */
function summary(items: RunListItem[], more: boolean): string {
  if (!items.length) return 'Nothing waits for you. New runs appear here as they arrive.';
  const parts = GROUPS.map((g) => [g, items.filter((r) => r.state === g.state).length] as const)
    .filter(([, n]) => n > 0)
    .map(([g, n]) => g.what(n));
  const total = `${more ? 'More than ' : ''}${items.length} ${items.length === 1 ? 'run waits' : 'runs wait'}`;
  return `${total} for you: ${parts.join(', ')}.`;
}

/** The runs that wait for a person, grouped by what they wait for; it follows the run stream, so it stays current. */
export function InboxPage() {
  const inbox = useInbox();
  const items = inbox.data?.items ?? [];
  return (
    <>
      <PageHeading title="Inbox" />
      {/* Announced when the counts change: a screen reader user hears new work arrive. */}
      <p role="status" className="lede">
        {inbox.isPending ? 'Loading the runs that wait for you…' : summary(items, Boolean(inbox.data?.next_cursor))}
      </p>
      {inbox.error && <ErrorNote error={inbox.error} prefix="The inbox could not be loaded" />}
      <ul className="tiles" aria-label="Counts">
        {GROUPS.map((g) => (
          <li key={g.state} className={`tile tile-${g.state.toLowerCase().replace(/_/g, '-')}`}>
            <span className="tile-count">{items.filter((r) => r.state === g.state).length}</span>
            <span className="tile-label">{g.title}</span>
          </li>
        ))}
      </ul>
      {GROUPS.map((g) => {
        const runs = items.filter((r) => r.state === g.state);
        const id = `group-${g.state.toLowerCase()}`;
        return (
          <section key={g.state} aria-labelledby={id} className="group">
            <h2 id={id} className="section-title">
              {g.title}
            </h2>
            {runs.length ? (
              <ul className="run-cards">
                {runs.map((run) => (
                  <RunCard key={run.run_id} run={run} />
                ))}
              </ul>
            ) : (
              <p className="empty">{inbox.isPending ? 'Loading…' : g.empty}</p>
            )}
          </section>
        );
      })}
    </>
  );
}
