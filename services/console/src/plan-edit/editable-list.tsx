import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';

interface EditableListProps<T extends { key: string }> {
  /** "Question": each item is "Question 1", "Question 2" … */
  noun: string;
  items: T[];
  min: number;
  max: number;
  /** The button under the list, e.g. "Add question". */
  addLabel: string;
  create(): T;
  /** The field a new item's focus goes to. */
  firstField(item: T): string;
  onChange(items: T[]): void;
  focus(elementId: string): void;
  announce(message: string): void;
  /** Competencies are headed h4, items within one are not headings. */
  titleAs: 'h4' | 'p';
  className: string;
  children(item: T, update: (next: T) => void): ReactNode;
}

const titleId = (key: string) => `${key}-title`;

/**
 * Items a recruiter adds and deletes (competencies, sub-dimensions, questions), each a labelled group. Adding focuses
 * the new item's first field; deleting announces it and focuses the item that took its place (or the one before).
 */
export function EditableList<T extends { key: string }>(props: EditableListProps<T>) {
  const { noun, items, onChange, focus, announce } = props;
  const Title = props.titleAs;
  const add = () => {
    const item = props.create();
    onChange([...items, item]);
    focus(props.firstField(item));
  };
  const remove = (index: number) => {
    const rest = items.filter((_, i) => i !== index);
    onChange(rest);
    announce(`${noun} ${index + 1} deleted.`);
    focus(titleId(rest[Math.min(index, rest.length - 1)]!.key));
  };
  return (
    <>
      <ol className="edit-list">
        {items.map((item, index) => (
          <li key={item.key} className={props.className}>
            <div role="group" aria-labelledby={titleId(item.key)} className="edit-stack">
              <div className="edit-item-head">
                <Title id={titleId(item.key)} tabIndex={-1} className="edit-item-title">
                  {noun} {index + 1}
                </Title>
                <Button
                  className="button button-quiet button-danger"
                  aria-label={`Delete ${noun.toLowerCase()} ${index + 1}`}
                  isDisabled={items.length <= props.min}
                  onPress={() => remove(index)}
                >
                  Delete
                </Button>
              </div>
              {props.children(item, (next) => onChange(items.map((it, i) => (i === index ? next : it))))}
            </div>
          </li>
        ))}
      </ol>
      <Button className="button button-secondary" isDisabled={items.length >= props.max} onPress={add}>
        {props.addLabel}
      </Button>
    </>
  );
}
