import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';

/** A labelled single choice (React Aria Select); the empty value means "any". */
export function OptionSelect(props: {
  label: string;
  value: string;
  options: { id: string; label: string }[];
  onChange(value: string): void;
}) {
  return (
    <Select className="field" value={props.value} onChange={(key) => props.onChange(String(key ?? ''))}>
      <Label className="field-label">{props.label}</Label>
      <Button className="select-button input">
        <SelectValue />
        <span aria-hidden="true" className="select-chevron">
          ▾
        </span>
      </Button>
      <Popover className="popover">
        <ListBox className="listbox" items={props.options}>
          {(option) => (
            <ListBoxItem id={option.id} className="listbox-item">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
