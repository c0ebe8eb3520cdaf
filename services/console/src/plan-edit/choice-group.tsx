import { Label, Radio, RadioGroup } from 'react-aria-components';

/** A labelled choice of a few options side by side (React Aria RadioGroup: arrow keys move between them). */
export function ChoiceGroup<T extends string>(props: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange(value: T): void;
}) {
  return (
    <RadioGroup
      className="field"
      orientation="horizontal"
      value={props.value}
      onChange={(value) => props.onChange(value as T)}
    >
      <Label className="field-label">{props.label}</Label>
      <div className="radios">
        {props.options.map((o) => (
          <Radio key={o.value} value={o.value} className="radio">
            {o.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
