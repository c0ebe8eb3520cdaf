import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { useApi, useSignedIn } from '../session/session';
import { ErrorNote } from '../ui/error-note';
import { PageHeading } from '../ui/page-heading';

/** GET /api/v2/admin/bias-report (shared/src/bias-report.ts). */
interface BiasGroup {
  dimension: 'sex' | 'race' | 'sex_x_race';
  group: string;
  assessed: number;
  selected: number | null;
  selection_rate: number | null;
  impact_ratio: number | null;
  suppressed: boolean;
  excluded: boolean;
  flagged: boolean;
}
interface BiasReport {
  total_assessed: number;
  minimum_count: number;
  threshold: number;
  note: string;
  suppressed_groups: number;
  groups: BiasGroup[];
}

const DIMENSIONS = [
  { id: 'sex', title: 'By sex' },
  { id: 'race', title: 'By race or ethnicity' },
  { id: 'sex_x_race', title: 'By sex and race or ethnicity' },
] as const;

/** A category as people write it: "black_or_african_american" is "Black or african american". */
const words = (group: string) =>
  group
    .split(' × ')
    .map((g) => g.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()))
    .join(' × ');
const percent = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)} %`);

function status(g: BiasGroup, minimum: number): string {
  if (g.suppressed) return `Suppressed (fewer than ${minimum})`;
  if (g.excluded) return 'Counted, in no ratio';
  return g.flagged ? 'Below four fifths' : 'At or above four fifths';
}

/** One dimension: its table (the figures) and a bar chart of its impact ratios against the four-fifths line. */
function Dimension({ report, id, title }: { report: BiasReport; id: BiasGroup['dimension']; title: string }) {
  const groups = report.groups.filter((g) => g.dimension === id);
  const rated = groups.filter((g) => g.impact_ratio !== null).map((g) => ({ ...g, label: words(g.group) }));
  const headingId = `bias-${id}`;
  return (
    <section aria-labelledby={headingId} className="panel">
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      {groups.length === 0 ? (
        <p className="empty">No outcome yet.</p>
      ) : (
        <>
          {/* Focusable: on a narrow screen the table scrolls sideways, by keyboard too. */}
          <div className="table-scroll" tabIndex={0} role="group" aria-label={`${title}: the figures`}>
            <table className="table bias-table">
              <thead>
                <tr>
                  <th scope="col">Group</th>
                  <th scope="col">Assessed</th>
                  <th scope="col">Selected</th>
                  <th scope="col">Selection rate</th>
                  <th scope="col">Impact ratio</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {groups.map((g) => (
                  <tr key={g.group} className={g.flagged ? 'bias-flagged' : undefined}>
                    <th scope="row">{words(g.group)}</th>
                    <td>{g.assessed}</td>
                    <td>{g.selected ?? '—'}</td>
                    <td>{percent(g.selection_rate)}</td>
                    <td>{g.impact_ratio === null ? '—' : g.impact_ratio.toFixed(2)}</td>
                    <td>{status(g, report.minimum_count)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {rated.length > 0 && (
            // The table above holds every figure; the chart shows the same ratios for the eye only.
            <figure className="bias-chart" aria-hidden="true">
              <ResponsiveContainer width="100%" height={Math.max(120, rated.length * 44)}>
                <BarChart data={rated} layout="vertical" margin={{ left: 24, right: 24 }} accessibilityLayer={false}>
                  <CartesianGrid horizontal={false} />
                  <XAxis type="number" domain={[0, 1]} ticks={[0, 0.2, 0.4, 0.6, 0.8, 1]} />
                  <YAxis type="category" dataKey="label" width={150} />
                  <ReferenceLine x={report.threshold} stroke="#b42318" strokeDasharray="4 4" />
                  <Bar dataKey="impact_ratio" fill="#2f6fdb" isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </figure>
          )}
        </>
      )}
    </section>
  );
}

/**
 * Impact ratios from the de-identified outcomes (issue 37 §4; README "Compliance"): per sex, race or ethnicity and
 * their intersections, for the workspace's admins. Never a candidate: counts only.
 */
export function SettingsBiasReportPage() {
  const { tenantId } = useSignedIn();
  const api = useApi();
  const report = useQuery({
    queryKey: [tenantId, 'settings', 'bias-report'],
    queryFn: ({ signal }) => api.get<BiasReport>('/api/v2/admin/bias-report', signal),
  });
  return (
    <>
      <PageHeading title="Bias report" />
      <p className="lede">
        Selection rates of approved assessments by the candidates&apos; optional self-identification, and each
        group&apos;s impact ratio against the highest rate. The yearly independent bias audit remains yours to
        commission.
      </p>
      {report.error && <ErrorNote error={report.error} prefix="The bias report could not be loaded" />}
      {report.data && (
        <>
          <p role="status">
            {report.data.total_assessed} assessments approved; {report.data.suppressed_groups} groups suppressed.
          </p>
          <p className="muted">{report.data.note}</p>
          {DIMENSIONS.map((d) => (
            <Dimension key={d.id} report={report.data} id={d.id} title={d.title} />
          ))}
        </>
      )}
    </>
  );
}
