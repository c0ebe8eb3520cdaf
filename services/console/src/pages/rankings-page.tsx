import { useMemo } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { formatDateTime, LEVELS, levelLabel } from '../format';
import type { OverallCoverage } from '../api/types';
import { useRankings, type RankingEntry, type RankingFilters } from '../rankings/queries';
import { RankingFiltersForm } from '../rankings/ranking-filters';
import { ErrorNote } from '../ui/error-note';
import { PageHeading } from '../ui/page-heading';

/** The tier alone: the column says it is the coverage. */
const TIERS: Record<OverallCoverage, string> = {
  sufficient: 'Sufficient',
  partial: 'Partial',
  insufficient: 'Insufficient',
};

const gapCount = (n: number) => (n === 0 ? 'No gaps' : `${n} ${n === 1 ? 'gap' : 'gaps'}`);

/** How many gaps, and which: the competencies the interview left without evidence, by the plan's names. */
function Gaps({ entry }: { entry: RankingEntry }) {
  return (
    <>
      {gapCount(entry.gap_count)}
      {entry.gaps.length > 0 && (
        <span className="gap-names">
          <span className="visually-hidden">: </span>
          {entry.gaps.map((g) => g.name).join(', ')}
        </span>
      )}
    </>
  );
}

/** The ranking per position and level: the API's order (tier, then fewest gaps) kept within each group. */
function groupsOf(entries: RankingEntry[]) {
  const groups = new Map<string, { position: string; level: string; entries: RankingEntry[] }>();
  for (const e of entries) {
    const key = `${e.position}\u0000${e.level}`;
    if (!groups.has(key)) groups.set(key, { position: e.position, level: e.level, entries: [] });
    groups.get(key)!.entries.push(e);
  }
  const levelIndex = (l: string) => LEVELS.indexOf(l.toUpperCase() as (typeof LEVELS)[number]);
  return [...groups.values()].sort(
    (a, b) => a.position.localeCompare(b.position) || levelIndex(a.level) - levelIndex(b.level),
  );
}

function RankingTable({ title, entries }: { title: string; entries: RankingEntry[] }) {
  return (
    <div className="table-scroll">
      <Table aria-label={`Ranking: ${title}`} className="table ranking-table">
        <TableHeader>
          <Column>Rank</Column>
          <Column isRowHeader>Candidate</Column>
          <Column>Coverage</Column>
          <Column>Gaps</Column>
          <Column>Run created</Column>
        </TableHeader>
        <TableBody items={entries.map((e, i) => ({ ...e, place: i + 1 }))}>
          {(e) => (
            <Row id={e.run_id} href={`/runs/${e.run_id}`} className="table-row">
              <Cell className="cell-rank">{e.place}</Cell>
              <Cell className="cell-strong">
                {e.candidate_name ?? <span className="muted">Name not shown · {e.run_id}</span>}
              </Cell>
              <Cell>
                <span className={`badge tier-${e.overall_coverage}`}>{TIERS[e.overall_coverage]}</span>
              </Cell>
              <Cell>
                <Gaps entry={e} />
              </Cell>
              <Cell>
                <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/** Approved assessments ranked by coverage tier, then fewest gaps, per position and level. No score, no hire label. */
export function RankingsPage() {
  const [params, setParams] = useSearchParams();
  const filters: RankingFilters = {
    ...(params.get('position') ? { position: params.get('position')! } : {}),
    ...(params.get('level') ? { level: params.get('level')! } : {}),
  };
  const ranking = useRankings(filters);
  // Suggestions for the position field: every ranked position (the unfiltered read, shared when no filter is set).
  const all = useRankings({});
  // The same list while the positions stay the same, though the ranking changes (the run stream refreshes it): a new
  // list would rebuild the suggestions under the option a keyboard user is about to pick.
  const positionText = [...new Set((all.data ?? []).map((e) => e.position))]
    .sort((a, b) => a.localeCompare(b))
    .join('\n');
  const positions = useMemo(() => (positionText ? positionText.split('\n') : []), [positionText]);
  const groups = groupsOf(ranking.data ?? []);
  const total = ranking.data?.length ?? 0;
  const apply = (next: RankingFilters) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>);

  return (
    <>
      <PageHeading title="Rankings" />
      <p className="lede">
        Candidates whose assessment was approved, ranked by how fully the interview evidenced the role: coverage tier
        first, then the fewest gaps (competencies left without evidence). There is no score and no hire recommendation:
        open a run to read its evidence.
      </p>
      <RankingFiltersForm key={params.toString()} applied={filters} positions={positions} onApply={apply} />
      {ranking.error && <ErrorNote error={ranking.error} prefix="The ranking could not be loaded" />}
      <p role="status" className="muted list-count">
        {ranking.isPending
          ? 'Loading the ranking…'
          : `${total} ${total === 1 ? 'candidate' : 'candidates'} in ${groups.length} ${groups.length === 1 ? 'ranking' : 'rankings'}`}
      </p>
      {!ranking.isPending && !total && (
        <p className="empty">
          No approved assessment matches. Candidates join the ranking when their assessment is approved.
        </p>
      )}
      {groups.map((g, i) => {
        const title = `${g.position} · ${levelLabel(g.level)}`;
        const id = `ranking-${i}`;
        return (
          <section key={`${g.position}\u0000${g.level}`} aria-labelledby={id} className="group">
            <h2 id={id} className="section-title">
              {title}
            </h2>
            <RankingTable title={title} entries={g.entries} />
          </section>
        );
      })}
    </>
  );
}
