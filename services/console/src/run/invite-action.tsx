import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { InviteResult } from '../api/types';
import { formatDateTime } from '../format';
import { useRunAction } from '../runs/queries';
import { useSignedIn } from '../session/session';
import { CopyField } from '../ui/copy-field';
import { ErrorNote } from '../ui/error-note';

/** Mints the candidate's join link and code; they are shown once, here, and a new invite replaces them. */
export function InviteAction(props: { runId: string; invited: boolean; onDone(message: string): void }) {
  const { runId, invited, onDone } = props;
  const { can } = useSignedIn();
  const invite = useRunAction<InviteResult>(runId, 'POST', '/invite');
  const [result, setResult] = useState<InviteResult | null>(null);
  if (!can('interview:update'))
    return <p className="muted">Inviting the candidate needs the interview:update permission.</p>;
  const again = Boolean(result) || invited;
  return (
    <div className="invite">
      {result && (
        <div className="invite-result" role="group" aria-label="Invitation">
          <p className="note">Shown only once: send both to the candidate now.</p>
          <CopyField label="Join link" value={result.joinLink} copyLabel="Copy link" />
          <CopyField label="Code" value={result.otp} copyLabel="Copy code" />
          <p className="muted">
            Expires <time dateTime={result.expiresAt}>{formatDateTime(result.expiresAt)}</time>
          </p>
        </div>
      )}
      <Button
        className={`button ${again ? 'button-secondary' : 'button-primary'}`}
        isPending={invite.isPending}
        onPress={() =>
          invite.mutate(
            {},
            {
              onSuccess: (created) => {
                setResult(created);
                onDone('Invitation ready: the join link and the code are shown above.');
              },
            },
          )
        }
      >
        {again ? 'Invite again' : 'Invite candidate'}
      </Button>
      {invite.error && <ErrorNote error={invite.error} prefix="Not invited" />}
    </div>
  );
}
