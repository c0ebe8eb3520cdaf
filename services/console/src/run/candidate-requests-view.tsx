import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../format';
import { runKeys } from '../runs/keys';
import { runPath, useRunAction } from '../runs/queries';
import { useApi, useSignedIn } from '../session/session';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ErrorNote } from '../ui/error-note';
import { TextInput } from '../ui/fields';

/** A candidate's request before the interview (GET …/candidate-requests, issue 37). */
interface CandidateRequest {
  id: string;
  kind: 'accommodation' | 'alternative' | 'erasure';
  details: string | null;
  status: 'open' | 'granted' | 'closed';
  extra_minutes: number | null;
  notes: string | null;
  created_at: string;
  resolved_at: string | null;
}

const KIND = {
  accommodation: 'Accommodation',
  alternative: 'Alternative process',
  erasure: 'Erasure of their data',
} as const;
const STATUS = { open: 'Waiting for you', granted: 'Granted', closed: 'Handled outside' } as const;

/** The grant of an open accommodation: extra minutes for the interviewer's time budget and notes, both optional. */
function GrantForm({ runId, request, onDone }: { runId: string; request: CandidateRequest; onDone(m: string): void }) {
  const grant = useRunAction(runId, 'POST', `/candidate-requests/${request.id}/grant`);
  const [minutes, setMinutes] = useState('');
  const [notes, setNotes] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await grant.mutateAsync({
      ...(minutes.trim() ? { extra_minutes: Number(minutes) } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    });
    onDone(
      request.kind === 'erasure'
        ? 'Erasure confirmed: the candidate’s data is purged.'
        : 'Request granted: the candidate can start the interview.',
    );
  };
  return (
    <Form onSubmit={submit} className="grant-form">
      {request.kind === 'accommodation' && (
        <TextInput
          label="Extra minutes (optional)"
          description="Added to the interview's time; 1 to 240."
          inputMode="numeric"
          pattern="[0-9]{1,3}"
          value={minutes}
          onChange={setMinutes}
          validate={(v) => (v && !(Number(v) >= 1 && Number(v) <= 240) ? 'Give 1 to 240 minutes.' : null)}
        />
      )}
      {request.kind !== 'erasure' && (
        <TextInput label="Notes (optional)" multiline rows={2} maxLength={4000} value={notes} onChange={setNotes} />
      )}
      {grant.error && <ErrorNote error={grant.error} prefix="The request could not be granted" />}
      <Button type="submit" className="button button-primary" isDisabled={grant.isPending}>
        {request.kind === 'erasure' ? 'Confirm erasure' : 'Grant request'}
      </Button>
    </Form>
  );
}

/** Handled outside this service (a human interview): the request is closed and the run cancelled. */
function CloseRequest({ runId, requestId, onDone }: { runId: string; requestId: string; onDone(m: string): void }) {
  const close = useRunAction(runId, 'POST', `/candidate-requests/${requestId}/close`);
  return (
    <ConfirmDialog
      trigger="Close as handled outside"
      title="Close the request and cancel the run?"
      reason={{
        label: 'Reason (optional)',
        hint: 'For example, how the candidate is interviewed instead.',
        required: false,
      }}
      submitLabel="Close and cancel the run"
      dismissLabel="Keep it open"
      tone="danger"
      onConfirm={async (reason) => {
        await close.mutateAsync(reason ? { reason } : {});
        onDone('Request closed as handled outside; the run is cancelled.');
      }}
    >
      <p>The AI interview will not take place: the candidate’s link stops working and your integration is told.</p>
    </ConfirmDialog>
  );
}

/** The candidate's requests on the run page: what was asked, and for an open one, grant it or close the run. */
export function CandidateRequestsView({ runId }: { runId: string }) {
  const { tenantId, can } = useSignedIn();
  const api = useApi();
  const [announcement, setAnnouncement] = useState('');
  const requests = useQuery({
    queryKey: [...runKeys.run(tenantId, runId), 'candidate-requests'],
    queryFn: ({ signal }) => api.get<{ items: CandidateRequest[] }>(runPath(runId, '/candidate-requests'), signal),
  });
  const items = requests.data?.items ?? [];
  if (requests.error) return <ErrorNote error={requests.error} prefix="The candidate's requests could not be loaded" />;
  if (!items.length) return null;
  return (
    <section aria-labelledby="requests-title" className="panel">
      <h2 id="requests-title" className="section-title">
        Candidate requests
      </h2>
      <p role="status" className="announcement">
        {announcement}
      </p>
      <ul className="request-list">
        {items.map((r) => (
          <li key={r.id} className="request">
            <h3 className="manage-title">
              {KIND[r.kind]} <span className={`tag tag-request-${r.status}`}>{STATUS[r.status]}</span>
            </h3>
            <p className="muted">
              Asked <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>
            </p>
            {r.details && <p>“{r.details}”</p>}
            {r.kind === 'alternative' && <p>The candidate asked for another process instead of the AI interview.</p>}
            {r.kind === 'erasure' && (
              <p>
                The candidate asked for their data to be erased. Granting it runs the purge (refused while the run is on
                legal hold); closing it declines the request.
              </p>
            )}
            {r.extra_minutes && <p>Extra time granted: {r.extra_minutes} minutes.</p>}
            {r.notes && <p>Notes: {r.notes}</p>}
            {r.status === 'open' && can('interview:update') && (
              <>
                <GrantForm runId={runId} request={r} onDone={setAnnouncement} />
                {r.kind !== 'erasure' && <CloseRequest runId={runId} requestId={r.id} onDone={setAnnouncement} />}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
