import { formatDateTime } from '../format';
import { useRunAction } from '../runs/queries';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** The word typed to confirm a purge. */
export const PURGE_WORD = 'PURGE';

/**
 * Purges the candidate's personal data (any state; irreversible), after the word is typed; once done, when it was.
 * Without `mayPurge`, only whether it was.
 */
export function PurgeAction(props: {
  runId: string;
  purgedAt: string | null;
  held: boolean;
  mayPurge: boolean;
  onDone(message: string): void;
}) {
  const { runId, purgedAt, held, mayPurge, onDone } = props;
  const purge = useRunAction(runId, 'DELETE', '/candidate-data');
  if (!purgedAt && !mayPurge) return null;
  return (
    <div className="manage-item">
      <h3 className="manage-title">Candidate data</h3>
      {purgedAt ? (
        <p>
          <span className="tag tag-purged">Purged</span> on <time dateTime={purgedAt}>{formatDateTime(purgedAt)}</time>.
          The assessment and the audit trail are kept.
        </p>
      ) : (
        <>
          <p className="muted">
            Purging erases the candidate’s name, contact details, CV, transcript, recording and consent record, and ends
            their access. The assessment and the audit trail stay.
          </p>
          <ConfirmDialog
            trigger="Purge candidate data"
            title="Purge the candidate’s data?"
            confirmWord={PURGE_WORD}
            submitLabel="Purge candidate data"
            tone="danger"
            onConfirm={async () => {
              await purge.mutateAsync({});
              onDone('Candidate data purged.');
            }}
          >
            <p>
              The candidate’s name, contact details, CV, transcript, recording and consent record are erased, and their
              link stops working. <strong>This cannot be undone.</strong>
            </p>
            {held && <p>The legal hold does not stop a purge asked for here.</p>}
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}
