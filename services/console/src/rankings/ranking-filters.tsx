import { useMemo, useState, type FormEvent } from 'react';
import { Button, ComboBox, Form, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { LEVELS, levelLabel } from '../format';
import { OptionSelect } from '../runs/option-select';
import type { RankingFilters } from './queries';

const LEVEL_OPTIONS = [{ id: '', label: 'Any level' }, ...LEVELS.map((l) => ({ id: l, label: levelLabel(l) }))];

/** Position (typed, or picked from the ranked positions) and level; applied together, kept in the address. */
export function RankingFiltersForm(props: {
  applied: RankingFilters;
  positions: string[];
  onApply(filters: RankingFilters): void;
}) {
  const [draft, setDraft] = useState<RankingFilters>(props.applied);
  /** Bumped by Clear, which empties the field even when no filter was applied yet. */
  const [cleared, setCleared] = useState(0);
  // One collection while the positions stay the same: a new one at each render would drop the option in focus. Given as
  // defaultItems, the ComboBox filters it by the text typed, so the first option under ArrowDown is a match.
  const suggestions = useMemo(() => props.positions.map((p) => ({ id: p, name: p })), [props.positions]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onApply({ position: draft.position?.trim(), level: draft.level });
  };
  return (
    <Form className="filters ranking-filters" aria-label="Choose the ranking" onSubmit={submit}>
      {/* The text is the ComboBox's own (mirrored into the draft): its selection and its text stay in step. */}
      <ComboBox
        key={cleared}
        className="field"
        allowsCustomValue
        defaultInputValue={props.applied.position ?? ''}
        onInputChange={(position) => setDraft((d) => ({ ...d, position }))}
        defaultItems={suggestions}
      >
        <Label className="field-label">Position</Label>
        <div className="combo">
          <Input className="input" maxLength={200} placeholder="Any position" />
          <Button className="combo-button" aria-label="Show positions">
            <span aria-hidden="true">▾</span>
          </Button>
        </div>
        <Text slot="description" className="visually-hidden">
          Part of a job title; suggestions are the positions ranked so far.
        </Text>
        <Popover className="popover">
          <ListBox className="listbox">
            {(item: { id: string; name: string }) => (
              <ListBoxItem id={item.id} className="listbox-item">
                {item.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <OptionSelect
        label="Level"
        value={draft.level ?? ''}
        options={LEVEL_OPTIONS}
        onChange={(level) => setDraft((d) => ({ ...d, level }))}
      />
      <div className="filters-actions">
        <Button type="submit" className="button button-primary">
          Show ranking
        </Button>
        <Button
          className="button button-quiet"
          onPress={() => {
            setDraft({});
            setCleared((n) => n + 1);
            props.onApply({});
          }}
        >
          Clear
        </Button>
      </div>
    </Form>
  );
}
