import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ErrorNote } from '../ui/error-note';

interface ConfirmDialogProps {
  /** The visible text of the button that opens the dialog. */
  trigger: string;
  /** Its accessible name when several such buttons share a page ("Revoke ATS sync"); starts with `trigger`. */
  triggerName?: string;
  triggerClass?: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  tone?: 'danger';
  /** Runs the action; the dialog closes when it resolves and shows the error when it rejects. */
  onConfirm(): Promise<unknown>;
}

/** An action that cannot be taken back, confirmed in an alert dialog (React Aria: focus kept inside, Escape cancels). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const toneClass = props.tone === 'danger' ? ' button-danger' : '';

  const confirm = async (close: () => void) => {
    setPending(true);
    setError(null);
    try {
      await props.onConfirm();
      close();
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogTrigger onOpenChange={() => setError(null)}>
      <Button className={props.triggerClass ?? `button button-secondary${toneClass}`} aria-label={props.triggerName}>
        {props.trigger}
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable={!pending}>
        <Modal className="modal">
          <Dialog className="dialog" role="alertdialog">
            {({ close }) => (
              <div className="dialog-body">
                <Heading slot="title" className="dialog-title">
                  {props.title}
                </Heading>
                <div className="dialog-intro">{props.children}</div>
                {error !== null && <ErrorNote error={error} />}
                <div className="dialog-actions">
                  {/* The focus starts on the harmless choice (WAI-ARIA alert dialog pattern). */}
                  <Button className="button button-quiet" onPress={close} isDisabled={pending} autoFocus>
                    Cancel
                  </Button>
                  <Button
                    className={`button button-primary${toneClass}`}
                    isPending={pending}
                    onPress={() => void confirm(close)}
                  >
                    {props.confirmLabel}
                  </Button>
                </div>
              </div>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
