import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ErrorNote } from './error-note';
import { TextInput } from './fields';

interface TextActionDialogProps {
  /** The button that opens the dialog. */
  trigger: string;
  title: string;
  intro: string;
  fieldLabel: string;
  fieldHint?: string;
  submitLabel: string;
  tone?: 'danger';
  /** Sends the text; the dialog closes when it resolves and shows the error when it rejects. */
  onSubmit(text: string): Promise<unknown>;
}

/** An action that needs words from the recruiter (revision comments, a reason), asked in a modal dialog. */
export function TextActionDialog(props: TextActionDialogProps) {
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const toneClass = props.tone === 'danger' ? ' button-danger' : '';

  const submit = async (e: FormEvent, close: () => void) => {
    e.preventDefault();
    setPending(true);
    setError(null);
    try {
      await props.onSubmit(text.trim());
      setText('');
      close();
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogTrigger>
      <Button className={`button button-secondary${toneClass}`}>{props.trigger}</Button>
      <ModalOverlay className="modal-overlay" isDismissable={!pending}>
        <Modal className="modal">
          <Dialog className="dialog">
            {({ close }) => (
              <Form onSubmit={(e) => void submit(e, close)}>
                <Heading slot="title" className="dialog-title">
                  {props.title}
                </Heading>
                <p className="dialog-intro">{props.intro}</p>
                <TextInput
                  label={props.fieldLabel}
                  description={props.fieldHint}
                  multiline
                  isRequired
                  autoFocus
                  value={text}
                  onChange={setText}
                />
                {error !== null && <ErrorNote error={error} />}
                <div className="dialog-actions">
                  <Button className="button button-quiet" onPress={close} isDisabled={pending}>
                    Cancel
                  </Button>
                  <Button type="submit" className={`button button-primary${toneClass}`} isPending={pending}>
                    {props.submitLabel}
                  </Button>
                </div>
              </Form>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
