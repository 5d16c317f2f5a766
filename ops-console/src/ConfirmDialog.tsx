import { type FormEvent, useEffect, useRef, useState } from 'react';

interface ConfirmDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Every action asks for confirmation and a reason (the audit log keeps it). A native modal dialog: focus trap and Escape built in. */
export function ConfirmDialog({ title, description, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (reason.length < 3) {
      setError('Say why, in a few words: it goes to the audit log.');
      return;
    }
    setBusy(true);
    try {
      await onConfirm(reason);
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setBusy(false);
    }
  }

  return (
    <dialog ref={dialog} aria-labelledby="confirm-title" onClose={onClose} className="confirm">
      <form onSubmit={submit}>
        <h2 id="confirm-title">{title}</h2>
        <p>{description}</p>
        <label htmlFor="reason">Reason</label>
        <textarea id="reason" name="reason" rows={2} required minLength={3} maxLength={300} />
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <div className="confirm-buttons">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="danger" disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
