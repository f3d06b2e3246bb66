import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ANY_CODE_MESSAGE } from '../../lib/oneTimeCode';
import { CodeConfirmDialog } from '../CodeConfirmDialog';

const WRONG_CODE = 'The code is not valid';

/** The dialog as a screen owns it: a call that refuses 111111 and takes any other code. */
function Harness({ askForCode = true }: { askForCode?: boolean }) {
  const [error, setError] = useState<string | undefined>();
  const [confirmed, setConfirmed] = useState<string | null>(null);
  if (confirmed !== null) return <p>Confirmed with {confirmed}</p>;
  return (
    <CodeConfirmDialog
      id="test"
      title="Remove Cold wallet?"
      text="The address will no longer receive withdrawals."
      askForCode={askForCode}
      confirmLabel="Remove"
      busyLabel="Removing"
      destructive
      busy={false}
      error={error}
      onConfirm={(code) => {
        if (code === '111111') setError(WRONG_CODE);
        else setConfirmed(code ?? 'no code');
      }}
      onCancel={() => setConfirmed('cancel')}
      focusCancelWithoutCode
    />
  );
}

describe('CodeConfirmDialog', () => {
  it('checks the code once touched, keeps a refused one, and reads a pasted code', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Remove Cold wallet?' });
    expect(dialog).toHaveAccessibleDescription('The address will no longer receive withdrawals.');
    const code = within(dialog).getByRole('textbox', { name: 'Authentication code' });
    expect(code).toHaveFocus();

    await user.type(code, '12');
    await user.tab();
    // Touched and left: the message shows without a submit (SPEC §9).
    expect(code).toHaveAccessibleDescription(ANY_CODE_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    // An invalid submit sends nothing and takes the user back to the code.
    expect(code).toHaveFocus();

    await user.clear(code);
    await user.type(code, '111111{Enter}');
    expect(await within(dialog).findByText(WRONG_CODE)).toBeVisible();
    expect(code).toHaveValue('111111');

    await user.clear(code);
    await user.paste('123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Confirmed with 123456')).toBeInTheDocument();
  });

  it('asks for nothing without 2FA, and gives Cancel the focus', async () => {
    const user = userEvent.setup();
    render(<Harness askForCode={false} />);
    const dialog = screen.getByRole('dialog', { name: 'Remove Cold wallet?' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Confirmed with no code')).toBeInTheDocument();
  });
});
