import { useState } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';

/** A read-only value with a copy button; the result of the copy is announced. */
export function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const [result, setResult] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setResult('Copied');
    } catch {
      setResult('Copy failed: select the text and copy it');
    }
  };
  return (
    <div className="copy-field">
      <TextField className="field" isReadOnly value={value}>
        <Label className="field-label">{label}</Label>
        <Input className="input input-mono" />
      </TextField>
      <Button className="button button-secondary" onPress={() => void copy()}>
        {copyLabel}
      </Button>
      <span role="status" className="copy-result">
        {result}
      </span>
    </div>
  );
}
