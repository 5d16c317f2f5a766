import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog, type DialogProps } from './Dialog';

type Options = Partial<Omit<DialogProps, 'onClose' | 'children'>>;

function Page({ options = {} }: { options?: Options }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        開く
      </button>
      <button type="button">ヘッダー</button>
      {open && (
        <Dialog title="ログイン" onClose={() => setOpen(false)} {...options}>
          <label>
            メールアドレス
            <input data-autofocus />
          </label>
          <button type="button">送信</button>
        </Dialog>
      )}
    </>
  );
}

async function openDialog(options?: Options) {
  const user = userEvent.setup();
  render(<Page options={options} />);
  await user.click(screen.getByRole('button', { name: '開く' }));
  return user;
}

test('opens as a modal dialog labelled by its title, focus on the marked field', async () => {
  await openDialog();
  const dialog = screen.getByRole('dialog', { name: 'ログイン' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(document.activeElement).toBe(screen.getByLabelText('メールアドレス'));
});

test('Tab and Shift+Tab stay inside the dialog', async () => {
  const user = await openDialog();
  const close = screen.getByRole('button', { name: '閉じる' });
  const send = screen.getByRole('button', { name: '送信' });
  await user.tab();
  expect(document.activeElement).toBe(send);
  await user.tab();
  expect(document.activeElement).toBe(close);
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(send);
  close.focus();
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(send);
});

test('the page behind a modal is inert while it is open', async () => {
  await openDialog();
  const opener = screen.getByRole('button', { name: '開く' });
  expect(opener.closest('[inert]')).not.toBeNull();
  await userEvent.keyboard('{Escape}');
  expect(opener.closest('[inert]')).toBeNull();
});

test('Escape closes and focus returns to the opener', async () => {
  const user = await openDialog();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: '開く' }));
});

test('the close button and a backdrop click close; a click inside does not', async () => {
  const user = await openDialog();
  await user.click(screen.getByRole('dialog'));
  expect(screen.getByRole('dialog')).toBeTruthy();
  await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.click(screen.getByRole('button', { name: '開く' }));
  await user.click(screen.getByRole('button', { name: '閉じる' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a text selection dragged from a field out onto the backdrop does not close it', async () => {
  const user = await openDialog();
  const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
  await user.pointer([
    { keys: '[MouseLeft>]', target: screen.getByLabelText('メールアドレス') },
    { target: backdrop },
    { keys: '[/MouseLeft]', target: backdrop },
  ]);
  expect(screen.getByRole('dialog', { name: 'ログイン' })).toBeTruthy();
});

test('while busy nothing closes it: Escape, backdrop and a disabled close button', async () => {
  const user = await openDialog({ busy: true });
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
  expect(screen.getByRole('button', { name: '閉じる' })).toHaveProperty('disabled', true);
  expect(screen.getByRole('dialog', { name: 'ログイン' }).getAttribute('aria-busy')).toBe('true');
});

test('a popover leaves the page usable and closes on a press outside, not inside', async () => {
  const user = await openDialog({ mode: 'popover', hideTitle: true, hideCloseButton: true });
  const dialog = screen.getByRole('dialog', { name: 'ログイン' });
  expect(dialog.getAttribute('aria-modal')).toBeNull();
  expect(screen.getByRole('button', { name: 'ヘッダー' }).closest('[inert]')).toBeNull();
  await user.click(screen.getByLabelText('メールアドレス'));
  expect(screen.getByRole('dialog')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'ヘッダー' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

function Nested() {
  const [inner, setInner] = useState(true);
  const [outer, setOuter] = useState(true);
  return outer ? (
    <Dialog title="外側" onClose={() => setOuter(false)}>
      {inner && (
        <Dialog title="内側" onClose={() => setInner(false)}>
          <p>確認</p>
        </Dialog>
      )}
    </Dialog>
  ) : null;
}

test('Escape closes only the innermost of two dialogs', async () => {
  render(<Nested />);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: '内側' })).toBeNull();
  expect(screen.getByRole('dialog', { name: '外側' })).toBeTruthy();
});
