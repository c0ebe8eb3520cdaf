import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { CopyField } from '../ui/copy-field';

interface ShownOnceProps {
  title: string;
  /** Why it must be copied now, and where it goes. */
  note: string;
  fields: { label: string; value: string; copyLabel: string }[];
  onDone(): void;
}

/**
 * A secret the service shows once (a new API key, a webhook secret, a client secret, a first password), with copy
 * buttons. It takes the focus when it appears, so the next Tab reaches the copy button.
 */
export function ShownOnce({ title, note, fields, onDone }: ShownOnceProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="panel shown-once" aria-labelledby="shown-once-title">
      <h2 id="shown-once-title" ref={heading} tabIndex={-1} className="section-title">
        {title}
      </h2>
      <p className="note">{note}</p>
      <div className="shown-once-fields">
        {fields.map((f) => (
          <CopyField key={f.label} label={f.label} value={f.value} copyLabel={f.copyLabel} />
        ))}
      </div>
      <Button className="button button-secondary" onPress={onDone}>
        Done
      </Button>
    </section>
  );
}
