import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useToast } from '../../app/toast';
import { renderApp } from '../../test/render';

/** A button that shows a toast, as a form does once it is answered. */
function ShowsToast({ focus }: { focus?: boolean }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Пораката е испратена', focus })}>
      Испрати
    </button>
  );
}

const toastOf = (title: string) => screen.getByText(title).closest<HTMLElement>('.ui-toast');

describe('ToastProvider focus', () => {
  it('leaves the focus where it is for a toast that does not ask for it', async () => {
    renderApp(<ShowsToast />);
    const button = screen.getByRole('button', { name: 'Испрати' });
    button.focus();
    fireEvent.click(button);
    await screen.findByText('Пораката е испратена');
    expect(document.activeElement).toBe(button);
  });

  it('moves the focus to the newest toast on F8, and back when it is closed', async () => {
    renderApp(<ShowsToast />);
    const button = screen.getByRole('button', { name: 'Испрати' });
    button.focus();
    fireEvent.click(button);
    await screen.findByText('Пораката е испратена');
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(toastOf('Пораката е испратена'));
    fireEvent.click(screen.getByRole('button', { name: 'Затвори' }));
    await waitFor(() => expect(screen.queryByText('Пораката е испратена')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('does nothing on F8 without a toast', () => {
    renderApp(<ShowsToast />);
    const button = screen.getByRole('button', { name: 'Испрати' });
    button.focus();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(button);
  });

  it('gives the focus to a toast that asks for it', async () => {
    renderApp(<ShowsToast focus />);
    fireEvent.click(screen.getByRole('button', { name: 'Испрати' }));
    await screen.findByText('Пораката е испратена');
    await waitFor(() => expect(document.activeElement).toBe(toastOf('Пораката е испратена')));
  });
});
