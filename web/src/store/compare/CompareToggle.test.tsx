import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { CompareBar } from './CompareBar';
import { CompareToggle } from './CompareToggle';

afterEach(() => {
  localStorage.clear();
});

function renderToggles(path = '/products') {
  return renderApp(
    <>
      {[1, 2, 3, 4].map((id) => (
        <CompareToggle key={id} id={id} name={`Камин ${id}`} />
      ))}
      <CompareBar />
    </>,
    { path },
  );
}

describe('marking products for comparison', () => {
  it('remembers up to three products in the browser and links the bar to their comparison', async () => {
    renderToggles();
    for (const id of [1, 2, 3]) fireEvent.click(await screen.findByTestId(`compare-${id}`));
    expect(screen.getByTestId('compare-2').getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('hiti.compare')).toBe('1,2,3');
    const bar = screen.getByTestId('compare-bar');
    expect(bar.textContent).toBe('Спореди (3)');
    expect(bar.getAttribute('href')).toBe('/compare?ids=1,2,3');

    fireEvent.click(screen.getByTestId('compare-4'));
    expect(screen.getByTestId('compare-4').getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByText(/најмногу 3 производи/u)).toBeTruthy();

    fireEvent.click(screen.getByTestId('compare-1'));
    expect(localStorage.getItem('hiti.compare')).toBe('2,3');
    expect(screen.getByTestId('compare-bar').textContent).toBe('Спореди (2)');
  });

  it('reads the marks a previous visit left, in Albanian', async () => {
    localStorage.setItem('hiti.compare', '4,2');
    renderToggles('/al/products');
    expect((await screen.findByTestId('compare-4')).textContent).toBe('Në krahasim');
    expect(screen.getByTestId('compare-bar').getAttribute('href')).toBe('/al/compare?ids=4,2');
  });

  it('clears the comparison from the bar', async () => {
    localStorage.setItem('hiti.compare', '1');
    renderToggles();
    fireEvent.click(await screen.findByRole('button', { name: 'Исчисти ја споредбата' }));
    expect(screen.queryByTestId('compare-bar')).toBeNull();
    expect(localStorage.getItem('hiti.compare')).toBeNull();
  });
});
