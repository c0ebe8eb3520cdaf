import { Link } from 'react-router';
import type { RunListItem } from '../api/types';
import { candidateLabel, formatDateTime, levelLabel, timeAgo } from '../format';

/** One run of the inbox: the whole card opens the run page (the link's area is stretched over it in CSS). */
export function RunCard({ run }: { run: RunListItem }) {
  return (
    <li className="run-card">
      <div className="run-card-main">
        <Link to={`/runs/${run.run_id}`} className="run-card-link">
          {candidateLabel(run)}
        </Link>
        <span className="run-card-meta">
          {run.position} · {levelLabel(run.level)}
        </span>
      </div>
      <time dateTime={run.updated_at} title={formatDateTime(run.updated_at)} className="run-card-time">
        {timeAgo(run.updated_at)}
      </time>
    </li>
  );
}
