import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError } from '../api/client';
import type { RunState } from '../api/types';
import { candidateLabel, levelLabel } from '../format';
import { AssessmentView } from '../run/assessment-view';
import { DecisionPanel } from '../run/decision-panel';
import { PlanView } from '../run/plan-view';
import { TranscriptView } from '../run/transcript-view';
import { runKeys } from '../runs/keys';
import { useAssessment, useListedRun, usePlan, useRunStatus, useTranscript } from '../runs/queries';
import { useSignedIn } from '../session/session';
import { ErrorNote } from '../ui/error-note';
import { PageHeading } from '../ui/page-heading';
import { StateBadge } from '../ui/state-badge';

const WITHOUT_PLAN: RunState[] = ['INFO_NEEDED', 'GENERATING_PLAN'];
const SCORED: RunState[] = ['ASSESSMENT_READY', 'COMPLETED', 'REJECTED'];
/** The transcript read answers from COMPLETED on (and for a run rejected at assessment review). */
const TRANSCRIBED: RunState[] = ['COMPLETED', 'REJECTED'];

/** A 404 or 409 of an optional read (no assessment for a plan rejected early) is simply nothing to show. */
const absent = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 409);

/** When the state moves (seen by the stream or a poll), the plan, assessment and transcript are read again. */
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
  const listed = useListedRun(runId);
  const plan = usePlan(runId, Boolean(state && !WITHOUT_PLAN.includes(state)));
  const assessment = useAssessment(runId, Boolean(state && SCORED.includes(state)));
  const transcript = useTranscript(runId, Boolean(state && TRANSCRIBED.includes(state) && can('candidate:read')));
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
  const title = listed ? candidateLabel(listed) : 'Run';
  const level = listed?.level ?? plan.data?.payload.level;
  return (
    <>
      <header className="run-header">
        <PageHeading title={title} />
        <p className="run-meta">
          <span>{[listed?.position, level && levelLabel(level)].filter(Boolean).join(' · ')}</span>
          {state && <StateBadge state={state} />}
          <span className="muted mono">{runId}</span>
        </p>
      </header>
      {!status.data ? (
        <p className="muted">Loading the run…</p>
      ) : (
        <div className="run-layout">
          <div className="run-side">
            <DecisionPanel status={status.data} />
          </div>
          <div className="run-main">
            {assessment.data && <AssessmentView assessment={assessment.data.payload} plan={plan.data?.payload} />}
            {assessment.error && !absent(assessment.error) && (
              <ErrorNote error={assessment.error} prefix="The assessment could not be loaded" />
            )}
            {state === 'ASSESSMENT_READY' && (
              <p className="note">The transcript opens here once the assessment is decided.</p>
            )}
            {transcript.data && <TranscriptView transcript={transcript.data.transcript} />}
            {transcript.error && !absent(transcript.error) && (
              <ErrorNote error={transcript.error} prefix="The transcript could not be loaded" />
            )}
            {plan.data && <PlanView plan={plan.data.payload} open={state === 'PENDING'} />}
            {plan.error && !absent(plan.error) && (
              <ErrorNote error={plan.error} prefix="The plan could not be loaded" />
            )}
          </div>
        </div>
      )}
    </>
  );
}
