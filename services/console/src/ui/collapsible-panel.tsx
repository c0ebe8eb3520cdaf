import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';

/** A panel whose h2 opens and closes it (React Aria Disclosure): long reads stay out of the way until wanted. */
export function CollapsiblePanel(props: { title: string; defaultExpanded: boolean; children: ReactNode }) {
  return (
    <Disclosure className="panel collapsible" defaultExpanded={props.defaultExpanded}>
      <Heading level={2} className="section-title">
        <Button slot="trigger" className="disclosure-trigger">
          <span aria-hidden="true" className="disclosure-chevron">
            ▸
          </span>
          {props.title}
        </Button>
      </Heading>
      <DisclosurePanel className="disclosure-panel">{props.children}</DisclosurePanel>
    </Disclosure>
  );
}
