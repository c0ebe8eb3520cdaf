import { Button, Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { COVERAGE_LABELS, candidateLabel, formatDateTime, levelLabel, timeAgo } from '../format';
import { FILTER_NAMES, RunFiltersForm } from '../runs/run-filters';
import { useRunList, type RunFilters } from '../runs/queries';
import { ErrorNote } from '../ui/error-note';
import { PageHeading } from '../ui/page-heading';
import { StateBadge } from '../ui/state-badge';

/** Every run of the tenant, newest change first, filtered through the address (so Back and links keep them). */
export function RunsPage() {
  const [params, setParams] = useSearchParams();
  const filters: RunFilters = Object.fromEntries(
    FILTER_NAMES.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])),
  );
  const list = useRunList(filters);
  const runs = list.data?.pages.flatMap((p) => p.items) ?? [];
  const apply = (next: RunFilters) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as Record<string, string>);

  return (
    <>
      <PageHeading title="Runs" />
      <RunFiltersForm key={params.toString()} applied={filters} onApply={apply} />
      {list.error && <ErrorNote error={list.error} prefix="The runs could not be loaded" />}
      <p role="status" className="muted list-count">
        {list.isPending
          ? 'Loading runs…'
          : `${runs.length} ${runs.length === 1 ? 'run' : 'runs'}${list.hasNextPage ? ' shown; more below' : ''}`}
      </p>
      <div className="table-scroll">
        <Table aria-label="Runs" className="table">
          <TableHeader>
            <Column isRowHeader>Candidate</Column>
            <Column>Position</Column>
            <Column>Level</Column>
            <Column>State</Column>
            <Column>Coverage</Column>
            <Column>Updated</Column>
          </TableHeader>
          <TableBody
            items={runs}
            renderEmptyState={() => (list.isPending ? 'Loading…' : 'No run matches these filters.')}
          >
            {(run) => (
              <Row id={run.run_id} href={`/runs/${run.run_id}`} className="table-row">
                <Cell className="cell-strong">{candidateLabel(run)}</Cell>
                <Cell>{run.position}</Cell>
                <Cell>{levelLabel(run.level)}</Cell>
                <Cell>
                  <StateBadge state={run.state} />
                </Cell>
                <Cell>{run.overall_coverage ? COVERAGE_LABELS[run.overall_coverage] : '—'}</Cell>
                <Cell>
                  <time dateTime={run.updated_at} title={formatDateTime(run.updated_at)}>
                    {timeAgo(run.updated_at)}
                  </time>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      {list.hasNextPage && (
        <Button
          className="button button-secondary load-more"
          onPress={() => void list.fetchNextPage()}
          isPending={list.isFetchingNextPage}
        >
          Load more
        </Button>
      )}
    </>
  );
}
