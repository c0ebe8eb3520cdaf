import { FieldError, Input, Label, Text, TextArea, TextField, type TextFieldProps } from 'react-aria-components';

interface TextInputProps extends TextFieldProps {
  label: string;
  description?: string;
  multiline?: boolean;
  /** A multiline field's height in lines. */
  rows?: number;
}

/** A labelled text field (React Aria), with an optional hint and the field's validation message. */
export function TextInput({ label, description, multiline, rows = 4, ...props }: TextInputProps) {
  return (
    <TextField className="field" {...props}>
      <Label className="field-label">{label}</Label>
      {description && (
        <Text slot="description" className="field-hint">
          {description}
        </Text>
      )}
      {multiline ? <TextArea className="input textarea" rows={rows} /> : <Input className="input" />}
      <FieldError className="field-error" />
    </TextField>
  );
}
