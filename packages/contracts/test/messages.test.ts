import { describe, expect, it } from 'vitest';
import { storefrontMessage, uiMessage, uiMessages } from '../src';
import type { UiMessageKey } from '../src';

describe('ui messages', () => {
  it('keeps the English texts of the specification', () => {
    expect(uiMessage('productDeleted')).toBe('Product deleted');
    expect(uiMessage('saveFailed')).toBe('Save failed');
    expect(uiMessage('contactSuccessTitle')).toBe('Message Sent');
    expect(uiMessage('contactSuccessBody')).toBe('Thank you for your message. We will respond shortly.');
    expect(uiMessage('contactErrorBody')).toBe('There was a problem sending your message. Please try again.');
    expect(uiMessage('loginFailed')).toBe('Invalid username or password. Please try again.');
    expect(uiMessage('logoutSuccessBody')).toBe('You have been successfully logged out.');
    expect(uiMessage('contentNotFoundBody')).toBe('Could not find the content item to update.');
    expect(uiMessage('fetchProductsFailed')).toBe('Failed to fetch products');
  });

  const storefront: UiMessageKey[] = [
    'contactSuccessTitle',
    'contactSuccessBody',
    'contactErrorTitle',
    'contactErrorBody',
    'fetchProductsFailed',
    'productNotFound',
    'newsletterSuccessTitle',
    'newsletterSuccessBody',
    'newsletterErrorTitle',
    'newsletterErrorBody',
  ];

  it.each(storefront)('%s has mk and al texts', (key) => {
    expect(uiMessage(key, 'mk')).not.toBe(uiMessage(key, 'en'));
    expect(uiMessage(key, 'al')).not.toBe(uiMessage(key, 'en'));
  });

  it('falls back to English for admin texts', () => {
    expect(uiMessage('productDeleted', 'mk')).toBe('Product deleted');
  });

  it('fills in variables and leaves unknown ones visible', () => {
    expect(uiMessage('uploadImageSuccessBody', 'en', { file: 'a.png' })).toBe(
      'Image a.png uploaded successfully!',
    );
    expect(uiMessage('contentSavedBody', 'en', { type: 'Logo' })).toBe('Logo has been updated successfully.');
    expect(uiMessage('aboutQualitySaved')).toBe('Quality section {{n}} has been updated.');
  });

  it('has no empty text', () => {
    for (const entry of Object.values(uiMessages)) expect(entry.en.trim().length).toBeGreaterThan(0);
  });
});

describe('the newsletter sign-up toast', () => {
  it('asks visitors to confirm by e-mail rather than saying they are subscribed', () => {
    expect(storefrontMessage('newsletterSuccessTitle', 'mk')).toBe('Проверете ја е-поштата');
    expect(storefrontMessage('newsletterSuccessTitle', 'al')).toBe('Kontrolloni email-in');
    for (const locale of ['mk', 'al'] as const) {
      expect(storefrontMessage('newsletterSuccessBody', locale)).toMatch(/потврдите|konfirmuar/);
    }
  });
});
