import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { aProduct } from '@hiti/contracts/testing';
import { ProductPrice } from './ProductPrice';

describe('unit price', () => {
  it.each([
    ['/product/1', 'kg', /ден \/ кг$/],
    ['/al/product/1', 'kg', /den \/ kg$/],
    ['/product/1', 'piece', /\/ парче/],
    ['/al/product/1', 'piece', /\/ copë/],
    ['/al/product/1', 'bag', /\/ thes/],
  ] as const)('on %s names the unit %s in the page’s language', (path, unitType, text) => {
    renderApp(<ProductPrice product={aProduct({ unitPrice: 22, unitType })} />, { path });
    expect(screen.getByText(text)).toBeTruthy();
  });
});
