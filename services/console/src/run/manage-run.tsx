import { useRef, useState } from 'react';
import type { RunStatus } from '../api/types';
import { useSignedIn } from '../session/session';
import { CancelAction } from './cancel-action';
import { LegalHoldAction } from './legal-hold-action';
import { PurgeAction } from './purge-action';
import { CLOSED_STATES, extrasOf } from './status-extras';

/**
 * The run's legal hold, its cancellation and the purge of the candidate's data: rare, consequential actions, kept
 * below the evidence and confirmed in a dialog. Only for a user holding interview:update (the server refuses anyone
 * else); others see whether the run is held or purged.
 */
export function ManageRun({ status }: { status: RunStatus }) {
  const { can } = useSignedIn();
  const title = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const { legal_hold: hold = null, purged_at: purgedAt = null } = extrasOf(status);
  const mayUpdate = can('interview:update');
  // A cancel or a purge takes its own button away: the focus goes to the panel's title, where the result is read.
  const done = (message: string) => {
    setAnnouncement(message);
    requestAnimationFrame(() => title.current?.focus());
  };
  return (
    <section aria-labelledby="manage-title" className="panel manage">
      <h2 id="manage-title" ref={title} tabIndex={-1} className="section-title">
        {mayUpdate ? 'Hold, cancel or purge' : 'Legal hold and candidate data'}
      </h2>
      <p role="status" className="announcement manage-announcement">
        {announcement}
      </p>
      <LegalHoldAction runId={status.run_id} hold={hold} mayChange={mayUpdate} onDone={setAnnouncement} />
      {mayUpdate && !CLOSED_STATES.includes(status.state) && <CancelAction runId={status.run_id} onDone={done} />}
      <PurgeAction runId={status.run_id} purgedAt={purgedAt} held={hold !== null} mayPurge={mayUpdate} onDone={done} />
      {!mayUpdate && (
        <p className="muted manage-note">
          Placing a legal hold, cancelling and purging need the interview:update permission.
        </p>
      )}
    </section>
  );
}
