import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Label, ProgressBar } from 'react-aria-components';
import { formatDateTime, timeAgo } from '../format';
import { runKeys } from '../runs/keys';
import { useSignedIn } from '../session/session';
import type { InterviewProgress } from './status-extras';

/** The console's slowest poll: never faster than every 10 s. */
const REFRESH_MS = 10_000;

/**
 * The run stream announces transitions, and a candidate's answer is none: while the interview runs, its status (which
 * carries the progress) is read again every 10 s, for as long as this panel is open.
 */
function useStatusRefresh(runId: string) {
  const queryClient = useQueryClient();
  const { tenantId } = useSignedIn();
  useEffect(() => {
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: runKeys.part(tenantId, runId, 'status') }),
      REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [queryClient, tenantId, runId]);
}

/** The time now, moved on every `ms`: "12 minutes in" keeps counting between two reads. */
function useNow(ms: number) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

const wholeMinutes = (ms: number) => Math.max(0, Math.floor(ms / 60_000));
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * How far the interview under way is: questions asked of the plan's, competencies reached, answers and time. A purge
 * during the interview leaves nothing to count, and says so.
 */
export function ProgressView(props: { runId: string; progress: InterviewProgress; purged: boolean }) {
  const { runId, progress, purged } = props;
  useStatusRefresh(runId);
  const now = useNow(15_000);
  const startedAt = progress.started_at;
  return (
    <section aria-labelledby="progress-title" className="panel progress">
      <h2 id="progress-title" className="section-title">
        Interview progress
      </h2>
      {purged ? (
        <p className="note">
          The candidate’s data was purged during the interview: the transcript is gone, so nothing can be counted, and
          the candidate can no longer continue. Cancel the run to close it.
        </p>
      ) : (
        <ProgressFigures progress={progress} now={now} />
      )}
      <p className="muted progress-note">
        {startedAt && (
          <>
            Started <time dateTime={startedAt}>{formatDateTime(startedAt)}</time>.{' '}
          </>
        )}
        {!purged && 'Updates on its own while the candidate answers.'}
      </p>
    </section>
  );
}

/** The figures: the plan's questions as a bar, then the rest as facts. */
function ProgressFigures({ progress, now }: { progress: InterviewProgress; now: number }) {
  const { questions, competencies, started_at: startedAt, last_answer_at: lastAnswer } = progress;
  const elapsed = startedAt ? wholeMinutes(now - Date.parse(startedAt)) : null;
  const planned = progress.planned_minutes;
  return (
    <>
      <ProgressBar
        className="progress-bar"
        value={questions.asked}
        maxValue={Math.max(questions.planned, 1)}
        valueLabel={`${questions.asked} of ${questions.planned}`}
      >
        {({ percentage, valueText }) => (
          <>
            <div className="progress-bar-head">
              <Label className="progress-bar-label">Questions asked</Label>
              <span className="progress-bar-value">{valueText}</span>
            </div>
            <div className="progress-track">
              <div className="progress-fill" style={{ width: `${percentage ?? 0}%` }} />
            </div>
          </>
        )}
      </ProgressBar>
      <dl className="progress-facts">
        <div>
          <dt>Competencies reached</dt>
          <dd>
            {competencies.reached} of {competencies.planned}
          </dd>
        </div>
        <div>
          <dt>Answers given</dt>
          <dd>{progress.answers}</dd>
        </div>
        <div>
          <dt>Time in interview</dt>
          <dd>
            {elapsed === null ? 'Not started' : elapsed < 1 ? 'Under 1 min' : `${elapsed} min`}
            {planned ? <span className="progress-fact-sub"> of {planned} planned</span> : null}
          </dd>
        </div>
        <div>
          <dt>Last answer</dt>
          <dd>
            {lastAnswer ? <time dateTime={lastAnswer}>{capitalized(timeAgo(lastAnswer, now))}</time> : 'None yet'}
          </dd>
        </div>
      </dl>
    </>
  );
}
