import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { Button, Input, Modal, RangeSlider, Result } from './index';

function SearchField() {
  const [value, setValue] = useState('kamin');
  return (
    <Input
      aria-label="search"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onClear={() => setValue('')}
    />
  );
}

function PriceRange({ onChange }: { onChange: (value: [number, number]) => void }) {
  const [value, setValue] = useState<[number, number]>([100, 900]);
  return (
    <RangeSlider
      min={0}
      max={1000}
      step={50}
      value={value}
      labels={['lowest', 'highest']}
      formatValue={(at) => `${at} €`}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('the storefront kit', () => {
  it('names the clear button in the page language, empties the field and keeps the focus in it', () => {
    renderApp(<SearchField />, { path: '/al/products' });
    const input = screen.getByLabelText<HTMLInputElement>('search');
    fireEvent.click(screen.getByRole('button', { name: 'Pastro' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'Pastro' })).toBeNull();
  });

  it('names the clear button in Macedonian on Macedonian pages', () => {
    renderApp(<SearchField />, { path: '/products' });
    expect(screen.getByRole('button', { name: 'Исчисти' })).toBeTruthy();
  });

  it('gives both handles of a range a name and a spoken value, and never lets them cross', () => {
    const changes = vi.fn();
    renderApp(<PriceRange onChange={changes} />);
    const lowest = screen.getByRole('slider', { name: 'lowest' });
    const highest = screen.getByRole('slider', { name: 'highest' });
    expect(lowest.getAttribute('aria-valuetext')).toBe('100 €');
    fireEvent.change(lowest, { target: { value: '950' } });
    expect(changes).toHaveBeenLastCalledWith([900, 900]);
    fireEvent.change(highest, { target: { value: '50' } });
    expect(changes).toHaveBeenLastCalledWith([900, 900]);
    fireEvent.change(highest, { target: { value: '1000' } });
    expect(changes).toHaveBeenLastCalledWith([900, 1000]);
  });

  it('opens a modal named by its title, closes it on Esc and on its close button', () => {
    const onClose = vi.fn();
    const { rerender } = renderApp(
      <Modal open={false} onClose={onClose} title="Admin">
        body text
      </Modal>,
    );
    expect(screen.queryByText('body text')).toBeNull();
    rerender(
      <Modal open onClose={onClose} title="Admin">
        body text
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Admin' });
    expect(screen.getByText('body text')).toBeTruthy();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Затвори' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps a busy button from a second click and says it is busy', () => {
    const onClick = vi.fn();
    renderApp(
      <Button type="primary" loading onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('shows a result title as the page heading', () => {
    renderApp(<Result status="404" title="404" subTitle="Not here" />);
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeTruthy();
  });
});
