import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { formatDateTime, timeAgo } from '../format';
import { OptionSelect } from '../runs/option-select';
import { AUDIT_FILTERS, actionLabel, detailLines } from '../settings/audit-labels';
import { useAuditLog } from '../settings/queries';
import type { AuditEntry } from '../settings/types';
import { ErrorNote } from '../ui/error-note';
import { PageHeading } from '../ui/page-heading';

/** What an entry acted on: a run (linked to its page), a named key, user or client, else nothing. */
function Target({ entry }: { entry: AuditEntry }) {
  const { target } = entry;
  if (!target) return null;
  if (/^run_\d+_[0-9a-f]+$/.test(target.id))
    return (
      <Link to={`/runs/${target.id}`} className="mono">
        {target.id}
      </Link>
    );
  return target.label ? <span className="audit-target">{target.label}</span> : null;
}

function Entry({ entry }: { entry: AuditEntry }) {
  const lines = detailLines(entry);
  return (
    <li className="audit-entry">
      <div className="audit-head">
        <p className="audit-what">
          <span className="audit-action">{actionLabel(entry)}</span> <Target entry={entry} />
        </p>
        <time dateTime={entry.at} title={formatDateTime(entry.at)} className="audit-time">
          {timeAgo(entry.at)}
        </time>
      </div>
      <p className="audit-who">
        {entry.actor.label} · {formatDateTime(entry.at)}
      </p>
      {lines.length > 0 && (
        <ul className="audit-details">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Everything done in the workspace, newest first: who did what, when, to what. */
export function SettingsAuditLogPage() {
  const [filter, setFilter] = useState<string>('all');
  const actions = AUDIT_FILTERS.find((f) => f.id === filter)?.actions ?? [];
  const log = useAuditLog(actions);
  const entries = log.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHeading title="Audit log" />
      <p className="lede">
        Every change made in this workspace, by people, keys and the service itself, newest first. Entries cannot be
        edited or removed.
      </p>
      <div className="audit-filter">
        <OptionSelect
          label="Show"
          value={filter}
          options={AUDIT_FILTERS.map((f) => ({ id: f.id, label: f.label }))}
          onChange={setFilter}
        />
      </div>
      {log.error && <ErrorNote error={log.error} prefix="The audit log could not be loaded" />}
      <p role="status" className="muted list-count">
        {log.isPending
          ? 'Loading entries…'
          : `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}${log.hasNextPage ? ' shown; more below' : ''}`}
      </p>
      {entries.length > 0 ? (
        <ol className="audit-list" aria-label="Audit log entries">
          {entries.map((e) => (
            <Entry key={e.id} entry={e} />
          ))}
        </ol>
      ) : (
        !log.isPending && <p className="empty">Nothing recorded here yet.</p>
      )}
      {log.hasNextPage && (
        <Button
          className="button button-secondary load-more"
          onPress={() => void log.fetchNextPage()}
          isPending={log.isFetchingNextPage}
        >
          Load more
        </Button>
      )}
    </>
  );
}
