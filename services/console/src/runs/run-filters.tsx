import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { RUN_STATES } from '@irs/shared/run-states';
import { LEVELS, STATE_LABELS, levelLabel } from '../format';
import { TextInput } from '../ui/fields';
import { OptionSelect } from './option-select';
import type { RunFilters } from './queries';

export const FILTER_NAMES = ['state', 'awaiting_human', 'position', 'level', 'external_id', 'candidate_ref'] as const;

const ANY = { id: '', label: 'Any' };
const STATE_OPTIONS = [ANY, ...RUN_STATES.map((s) => ({ id: s, label: STATE_LABELS[s] }))];
const AWAITING_OPTIONS = [ANY, { id: 'true', label: 'Yes' }, { id: 'false', label: 'No' }];
const LEVEL_OPTIONS = [ANY, ...LEVELS.map((l) => ({ id: l, label: levelLabel(l) }))];

/** The list's filters; applied together with "Apply filters" (or Enter in a text field). */
export function RunFiltersForm({ applied, onApply }: { applied: RunFilters; onApply(filters: RunFilters): void }) {
  const [draft, setDraft] = useState<RunFilters>(applied);
  const set = (name: keyof RunFilters) => (value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <Form className="filters" aria-label="Filter runs" onSubmit={submit}>
      <OptionSelect label="State" value={draft.state ?? ''} options={STATE_OPTIONS} onChange={set('state')} />
      <OptionSelect
        label="Awaiting a person"
        value={draft.awaiting_human ?? ''}
        options={AWAITING_OPTIONS}
        onChange={set('awaiting_human')}
      />
      <TextInput label="Position" value={draft.position ?? ''} onChange={set('position')} />
      <OptionSelect label="Level" value={draft.level ?? ''} options={LEVEL_OPTIONS} onChange={set('level')} />
      <TextInput label="External id" value={draft.external_id ?? ''} onChange={set('external_id')} />
      <TextInput label="Candidate reference" value={draft.candidate_ref ?? ''} onChange={set('candidate_ref')} />
      <div className="filters-actions">
        <Button type="submit" className="button button-primary">
          Apply filters
        </Button>
        <Button
          className="button button-quiet"
          onPress={() => {
            setDraft({});
            onApply({});
          }}
        >
          Clear
        </Button>
      </div>
    </Form>
  );
}
