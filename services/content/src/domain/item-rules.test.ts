import { describe, expect, it } from 'vitest';
import { validationMessages } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import { draftIssues, prepareDraft, type ContentDraft } from './item-rules';

const draft = (fields: Partial<ContentDraft>): ContentDraft => ({
  key: 'about_story',
  type: 'about',
  content: { mk: 'Приказна', al: 'Story' },
  contentType: 'text',
  metadata: {},
  ...fields,
});

describe('draftIssues', () => {
  it('accepts a known key with its own type', () => {
    expect(draftIssues(draft({}))).toEqual([]);
  });

  it('rejects a known key under another type', () => {
    expect(draftIssues(draft({ key: 'hero_slider_1', type: 'about' }))).toEqual([
      { path: 'type', key: 'contentKeyTypeMismatch', message: 'This key belongs to another content type' },
    ]);
  });

  it('accepts a key that is not known under any type', () => {
    expect(
      draftIssues(
        draft({
          key: 'hero_slider_3',
          type: 'hero',
          contentType: 'image',
          content: { mk: '/x.jpg', al: '' },
        }),
      ),
    ).toEqual([]);
  });

  it('accepts an e-mail address or nothing as the contact recipient, and refuses anything else', () => {
    const recipient = (mk: string) =>
      draft({ key: 'contact_recipient_email', type: 'contact', content: { mk, al: '' } });
    expect(draftIssues(recipient('prodazba@hitikamina.mk'))).toEqual([]);
    expect(draftIssues(recipient(''))).toEqual([]);
    expect(draftIssues(recipient('not an address'))).toEqual([
      {
        path: 'content.mk',
        key: 'contactRecipientInvalid',
        message: validationMessages.contactRecipientInvalid,
      },
    ]);
  });

  it('accepts an e-mail address or nothing as the contact page e-mail, and refuses anything else', () => {
    const email = (mk: string) => draft({ key: 'contact_email', type: 'contact', content: { mk, al: '' } });
    expect(draftIssues(email('info@hitikamina.mk'))).toEqual([]);
    expect(draftIssues(email(''))).toEqual([]);
    expect(draftIssues(email('info@hitikamina'))).toEqual([
      {
        path: 'content.mk',
        key: 'contactRecipientInvalid',
        message: validationMessages.contactRecipientInvalid,
      },
    ]);
  });

  it("accepts the company's Viber and WhatsApp numbers in international form or empty, refusing others", () => {
    const number = (key: string, mk: string) => draft({ key, type: 'contact', content: { mk, al: '' } });
    expect(draftIssues(number('contact_viber', '+389 70 123 456'))).toEqual([]);
    expect(draftIssues(number('contact_whatsapp', ''))).toEqual([]);
    expect(draftIssues(number('contact_whatsapp', '070 123 456'))).toEqual([
      {
        path: 'content.mk',
        key: 'messagingNumberInvalid',
        message: validationMessages.messagingNumberInvalid,
      },
    ]);
  });

  it('rejects an unsafe image path', () => {
    expect(
      draftIssues(
        draft({
          key: 'main_logo',
          type: 'logo',
          contentType: 'image',
          content: { mk: '/logo.svg', al: 'javascript:x' },
        }),
      ),
    ).toEqual([
      { path: 'content.al', key: 'contentUrlInvalid', message: 'Please enter a valid URL or path' },
    ]);
  });
});

describe('prepareDraft', () => {
  it('sanitizes the HTML of legal pages', () => {
    expect(
      prepareDraft(
        draft({
          key: 'legal_terms_mk',
          type: 'legal',
          content: { mk: '<p onclick="x()">ok</p>', al: '<p>mirë<script>x()</script></p>' },
        }),
      ).content,
    ).toEqual({ mk: '<p>ok</p>', al: '<p>mirë</p>' });
  });

  it('answers a draft with issues as VALIDATION_FAILED with details', () => {
    try {
      prepareDraft(draft({ type: 'legal' }));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('VALIDATION_FAILED');
      expect((error as AppError).details?.[0]?.path).toBe('type');
    }
  });
});
