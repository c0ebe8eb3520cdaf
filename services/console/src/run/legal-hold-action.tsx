import { formatDateTime } from '../format';
import { useRunAction } from '../runs/queries';
import { ConfirmDialog } from '../ui/confirm-dialog';
import type { LegalHold } from './status-extras';

/**
 * Whether the run is on legal hold, and (with `mayChange`) the button that places or lifts it. One dialog in one place
 * for both: its button stays where it was, so the focus returns to it when the dialog closes.
 */
export function LegalHoldAction(props: {
  runId: string;
  hold: LegalHold | null;
  mayChange: boolean;
  onDone(message: string): void;
}) {
  const { runId, hold, mayChange, onDone } = props;
  const place = useRunAction(runId, 'PUT', '/legal-hold');
  const lift = useRunAction(runId, 'DELETE', '/legal-hold');
  return (
    <div className="manage-item">
      <h3 className="manage-title">Legal hold</h3>
      {hold ? (
        <div className="hold-box">
          <p>
            <span className="tag tag-hold">On hold</span>
            {hold.set_at && (
              <>
                {' '}
                since <time dateTime={hold.set_at}>{formatDateTime(hold.set_at)}</time>
              </>
            )}
          </p>
          {hold.reason && <p>Reason: “{hold.reason}”</p>}
          <p className="muted">Automatic retention leaves this run’s data alone until the hold is lifted.</p>
        </div>
      ) : (
        <p className="muted">
          Not on hold. The candidate’s data is erased automatically when the workspace’s retention period ends.
        </p>
      )}
      {mayChange &&
        (hold ? (
          <ConfirmDialog
            trigger="Lift legal hold"
            title="Lift the legal hold"
            submitLabel="Lift legal hold"
            onConfirm={async () => {
              await lift.mutateAsync({});
              onDone('Legal hold lifted. Automatic retention applies again.');
            }}
          >
            <p>Automatic retention applies again: once the retention period is over, the candidate’s data is erased.</p>
          </ConfirmDialog>
        ) : (
          <ConfirmDialog
            trigger="Place legal hold"
            title="Place a legal hold"
            reason={{
              label: 'Reason',
              hint: 'For example, the claim or the request the data is kept for.',
              required: true,
            }}
            submitLabel="Place legal hold"
            onConfirm={async (reason) => {
              await place.mutateAsync({ reason });
              onDone('Legal hold placed. Automatic retention leaves this run alone.');
            }}
          >
            <p>
              While the hold stands, automatic retention leaves this run’s data alone, however old it is. A purge asked
              for here still works.
            </p>
          </ConfirmDialog>
        ))}
    </div>
  );
}
