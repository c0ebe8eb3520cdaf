import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';

interface CollapsiblePanelProps {
  title: string;
  defaultExpanded: boolean;
  /** Controlled instead, when something else on the page opens the panel (a quote followed to the transcript). */
  expanded?: boolean;
  onExpandedChange?(expanded: boolean): void;
  children: ReactNode;
}

/** A panel whose h2 opens and closes it (React Aria Disclosure): long reads stay out of the way until wanted. */
export function CollapsiblePanel(props: CollapsiblePanelProps) {
  return (
    <Disclosure
      className="panel collapsible"
      defaultExpanded={props.defaultExpanded}
      isExpanded={props.expanded}
      onExpandedChange={props.onExpandedChange}
    >
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
