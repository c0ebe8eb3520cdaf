import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError } from '../api/client';
import type { RunState } from '../api/types';
import { candidateLabel, levelLabel } from '../format';
import { AssessmentView } from '../run/assessment-view';
import { DecisionPanel } from '../run/decision-panel';
import { DeliveriesView } from '../run/deliveries-view';
import { InfoForm } from '../run/info-form';
import { ManageRun } from '../run/manage-run';
import { CandidateRequestsView } from '../run/candidate-requests-view';
import { PlanView } from '../run/plan-view';
import { ProgressView } from '../run/progress-view';
import { RevisionsView } from '../run/revisions-view';
import { extrasOf } from '../run/status-extras';
import { TimelineView } from '../run/timeline-view';
import { TranscriptView, type FollowedQuote } from '../run/transcript-view';
import { runKeys } from '../runs/keys';
import { useAssessment, usePlan, usePlanRevisions, useRunStatus, useTimeline, useTranscript } from '../runs/queries';
import { useSignedIn } from '../session/session';
import { ErrorNote } from '../ui/error-note';
import { PageHeading } from '../ui/page-heading';
import { StateBadge } from '../ui/state-badge';

const WITHOUT_PLAN: RunState[] = ['INFO_NEEDED', 'GENERATING_PLAN'];
/** The assessment and the transcript it was scored from are read from ASSESSMENT_READY on. */
const SCORED: RunState[] = ['ASSESSMENT_READY', 'COMPLETED', 'REJECTED'];

/** A 404 or 409 of an optional read (no assessment for a plan rejected early) is simply nothing to show. */
const absent = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 409);

/** When the state moves (seen by the stream or a poll), every read of the run is read again. */
function useRefreshOnStateChange(runId: string, state: RunState | undefined) {
  const queryClient = useQueryClient();
  const { tenantId } = useSignedIn();
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current && state && previous.current !== state)
      void queryClient.invalidateQueries({ queryKey: runKeys.run(tenantId, runId) });
    previous.current = state;
  }, [queryClient, tenantId, runId, state]);
}

export function RunPage() {
  const { runId = '' } = useParams();
  const { can } = useSignedIn();
  const status = useRunStatus(runId);
  const state = status.data?.state;
  const plan = usePlan(runId, Boolean(state && !WITHOUT_PLAN.includes(state)));
  const revisions = usePlanRevisions(runId);
  const timeline = useTimeline(runId);
  const assessment = useAssessment(runId, Boolean(state && SCORED.includes(state)));
  const transcript = useTranscript(runId, Boolean(state && SCORED.includes(state) && can('candidate:read')));
  const [editing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // An action takes its own button or form away (the run moves on): the focus goes to the decision panel's title,
  // where the result is read and from which Tab reaches the next action (Invite candidate after an approval, the join
  // link after the invitation). Left where it was, it would fall to the document's start.
  const decisionTitle = useRef<HTMLHeadingElement>(null);
  const done = (message: string) => {
    setAnnouncement(message);
    requestAnimationFrame(() => decisionTitle.current?.focus());
  };
  const [followed, setFollowed] = useState<FollowedQuote | null>(null);
  useRefreshOnStateChange(runId, state);

  if (status.error) {
    return (
      <>
        <PageHeading title="Run not found" />
        <ErrorNote error={status.error} />
        <p>
          <Link to="/">Back to the inbox</Link>
        </p>
      </>
    );
  }
  const run = status.data;
  const progress = run && extrasOf(run).progress;
  // A decision made elsewhere ends an edit; revision comments sent elsewhere leave it open, as a conflict to reload.
  const editingPlan = editing && (state === 'PENDING' || state === 'GENERATING_PLAN');
  return (
    <>
      <header className="run-header">
        <PageHeading title={run ? candidateLabel(run) : 'Run'} />
        <p className="run-meta">
          <span>{run && `${run.position} · ${levelLabel(run.level)}`}</span>
          {state && <StateBadge state={state} />}
          <span className="muted mono">{runId}</span>
        </p>
      </header>
      {!run ? (
        <p className="muted">Loading the run…</p>
      ) : (
        <div className="run-layout">
          <div className="run-side">
            <DecisionPanel
              status={run}
              editingPlan={editingPlan}
              announcement={announcement}
              titleRef={decisionTitle}
              onDone={done}
            />
          </div>
          <div className="run-main">
            {state === 'IN_PROGRESS' && progress && (
              <ProgressView runId={runId} progress={progress} purged={Boolean(extrasOf(run).purged_at)} />
            )}
            {state === 'INFO_NEEDED' && <InfoForm runId={runId} missing={run.missing_fields ?? []} onDone={done} />}
            {assessment.data && (
              <AssessmentView
                assessment={assessment.data.payload}
                plan={plan.data?.payload}
                onFollow={
                  transcript.data &&
                  ((ref) =>
                    setFollowed((f) => ({ utteranceId: ref.utterance_id, quote: ref.quote, seq: (f?.seq ?? 0) + 1 })))
                }
              />
            )}
            {assessment.error && !absent(assessment.error) && (
              <ErrorNote error={assessment.error} prefix="The assessment could not be loaded" />
            )}
            {transcript.data && <TranscriptView transcript={transcript.data.transcript} followed={followed} />}
            {transcript.error && !absent(transcript.error) && (
              <ErrorNote error={transcript.error} prefix="The transcript could not be loaded" />
            )}
            {plan.data && (
              <PlanView
                runId={runId}
                plan={plan.data.payload}
                open={state === 'PENDING'}
                inReview={state === 'PENDING'}
                editable={state === 'PENDING' && can('interview:approve')}
                editing={editingPlan}
                onEditingChange={setEditing}
              />
            )}
            {plan.error && !absent(plan.error) && (
              <ErrorNote error={plan.error} prefix="The plan could not be loaded" />
            )}
            {revisions.data?.items.length ? <RevisionsView revisions={revisions.data.items} /> : null}
            {revisions.error && <ErrorNote error={revisions.error} prefix="The revisions could not be loaded" />}
            {timeline.data && <TimelineView events={timeline.data.items} />}
            {timeline.error && <ErrorNote error={timeline.error} prefix="The timeline could not be loaded" />}
            {can('webhook:read') && <DeliveriesView runId={runId} />}
            <CandidateRequestsView runId={runId} />
            <ManageRun status={run} />
          </div>
        </div>
      )}
    </>
  );
}
