import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ErrorNote } from './error-note';
import { TextInput } from './fields';

interface ConfirmDialogProps {
  /** The visible text of the button that opens the dialog. */
  trigger: string;
  /** Its accessible name when several such buttons share a page ("Revoke ATS sync"); starts with `trigger`. */
  triggerName?: string;
  triggerClass?: string;
  title: string;
  children: ReactNode;
  /** A text box for a reason, sent with the action. */
  reason?: { label: string; hint?: string; required: boolean };
  /** A word the user types before the action enables: for what cannot be undone. */
  confirmWord?: string;
  submitLabel: string;
  /** The cancel button's words, when "Cancel" would be ambiguous (cancelling a run). */
  dismissLabel?: string;
  tone?: 'danger';
  /** Acts; the dialog closes when it resolves and shows the error when it rejects. */
  onConfirm(reason: string): Promise<unknown>;
}

/** The typed word is compared as a person means it: case and surrounding spaces aside. */
const typedRight = (typed: string, word: string) => typed.trim().toLowerCase() === word.toLowerCase();

/**
 * A consequential action asked for in an alert dialog (React Aria: focus kept inside, Escape cancels): what it does, an
 * optional reason and, for an irreversible one, a typed confirmation that keeps the action disabled until the word is
 * typed. Without a field to fill, the focus starts on the harmless choice (WAI-ARIA alert dialog pattern).
 */
export function ConfirmDialog(current: ConfirmDialogProps) {
  // The dialog keeps what it was opened with: the action it asks about may change the caller's props (placing a hold
  // turns this button into "Lift legal hold") before the dialog has closed.
  const [openedWith, setOpenedWith] = useState<ConfirmDialogProps | null>(null);
  const props = openedWith ?? current;
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const toneClass = props.tone === 'danger' ? ' button-danger' : '';
  const confirmed = !props.confirmWord || typedRight(typed, props.confirmWord);

  const reset = () => {
    setReason('');
    setTyped('');
    setError(null);
  };
  const submit = async (e: FormEvent, close: () => void) => {
    e.preventDefault();
    if (!confirmed) return;
    setPending(true);
    setError(null);
    try {
      await props.onConfirm(reason.trim());
      reset();
      close();
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogTrigger
      onOpenChange={(open) => {
        setOpenedWith(open ? current : null);
        if (!open) reset();
      }}
    >
      <Button
        className={
          current.triggerClass ?? `button button-secondary${current.tone === 'danger' ? ' button-danger' : ''}`
        }
        aria-label={current.triggerName}
      >
        {current.trigger}
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable={!pending}>
        <Modal className="modal">
          <Dialog className="dialog" role="alertdialog">
            {({ close }) => (
              <Form onSubmit={(e) => void submit(e, close)}>
                <Heading slot="title" className="dialog-title">
                  {props.title}
                </Heading>
                <div className="dialog-intro">{props.children}</div>
                {props.reason && (
                  <TextInput
                    label={props.reason.label}
                    description={props.reason.hint}
                    multiline
                    rows={3}
                    isRequired={props.reason.required}
                    autoFocus={!props.confirmWord}
                    value={reason}
                    onChange={setReason}
                  />
                )}
                {props.confirmWord && (
                  <TextInput
                    label={`To confirm, type ${props.confirmWord}`}
                    description="The button unlocks once the word is typed."
                    autoFocus
                    autoComplete="off"
                    spellCheck="false"
                    value={typed}
                    onChange={setTyped}
                  />
                )}
                {error !== null && <ErrorNote error={error} />}
                <div className="dialog-actions">
                  <Button
                    className="button button-quiet"
                    onPress={close}
                    isDisabled={pending}
                    autoFocus={!props.reason && !props.confirmWord}
                  >
                    {props.dismissLabel ?? 'Cancel'}
                  </Button>
                  <Button
                    type="submit"
                    className={`button button-primary${toneClass}`}
                    isDisabled={!confirmed}
                    isPending={pending}
                  >
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
