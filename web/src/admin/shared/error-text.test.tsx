import { act, renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMessage } from '@hiti/contracts';
import { ApiError } from '../../api/client';
import { useAdminLanguage } from '../i18n/use-admin-language';
import { useErrorText } from './error-text';

function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={createStore()}>{children}</Provider>;
}

const answer = (code: string, message: string) =>
  new ApiError(409, JSON.stringify({ error: { code, message } }), 'Conflict', { code, message });

const taken = answer('USERNAME_TAKEN', errorMessage('USERNAME_TAKEN'));

afterEach(() => window.localStorage.clear());

describe('useErrorText', () => {
  it("shows the server's message while the admin speaks English, and translates it by its code otherwise", () => {
    const { result } = renderHook(() => ({ language: useAdminLanguage(), text: useErrorText() }), {
      wrapper,
    });
    expect(result.current.text(taken)).toBe('This username is already taken.');
    act(() => result.current.language.setLanguage('al'));
    expect(result.current.text(taken)).toBe('Ky emër përdoruesi është i zënë.');
    act(() => result.current.language.setLanguage('mk'));
    expect(result.current.text(taken)).toBe('Ова корисничко име е веќе зафатено.');
  });

  it('keeps an unknown code as the server wrote it, and the text of an error that is no answer', () => {
    const { result } = renderHook(() => useErrorText('mk'), { wrapper });
    expect(result.current(answer('SOMETHING_NEW', 'A new kind of refusal.'))).toBe('A new kind of refusal.');
    expect(result.current(new Error('offline'))).toBe('offline');
    expect(result.current('not an error')).toBeUndefined();
  });
});
