import { describe, expect, it } from 'vitest';
import {
  ALL_CONTENT_KEYS,
  CONTENT_KEYS,
  CONTENT_TYPES,
  contentTypeOfKey,
  isContentKey,
  LEGAL_KEYS,
} from '../src';

describe('content keys by type', () => {
  it('lists the ten content types', () => {
    expect([...CONTENT_TYPES]).toEqual([
      'logo',
      'hero',
      'hero_text',
      'about',
      'contact',
      'social',
      'feature',
      'home_about',
      'featured_products',
      'legal',
    ]);
    expect(Object.keys(CONTENT_KEYS).sort()).toEqual([...CONTENT_TYPES].sort());
  });

  it('has the keys of the specification', () => {
    expect(CONTENT_KEYS.logo).toEqual(['main_logo']);
    expect(CONTENT_KEYS.hero).toEqual(['hero_slider_1', 'hero_slider_2']);
    expect(CONTENT_KEYS.hero_text).toEqual([
      'hero_main_title',
      'hero_subtitle',
      'hero_products_btn_text',
      'hero_contact_btn_text',
    ]);
    expect(CONTENT_KEYS.social).toEqual([
      'social_facebook',
      'social_instagram',
      'social_twitter',
      'social_youtube',
    ]);
    expect(CONTENT_KEYS.featured_products).toEqual([
      'featured_products_title',
      'featured_products_description',
      'view_all_products_btn',
    ]);
    expect(CONTENT_KEYS.legal).toEqual([
      'legal_terms_mk',
      'legal_terms_al',
      'legal_privacy_mk',
      'legal_privacy_al',
    ]);
    expect(LEGAL_KEYS.privacy.al).toBe('legal_privacy_al');
  });

  it('includes the about keys and their fallbacks', () => {
    for (const key of [
      'about_story',
      'about_vision',
      'about_mission',
      'about_why_us',
      'about_quality_1',
      'about_quality_2',
      'about_quality_3',
      'company_story',
      'company_vision',
      'company_mission',
      'quality_features',
    ]) {
      expect(contentTypeOfKey(key)).toBe('about');
    }
  });

  it('expands the contact form labels and placeholders', () => {
    for (const field of ['name', 'email', 'phone', 'subject', 'message']) {
      expect(contentTypeOfKey(`contact_${field}_label`)).toBe('contact');
      expect(contentTypeOfKey(`contact_${field}_placeholder`)).toBe('contact');
    }
    // the 22 keys of SPEC §3, where contact enquiries are sent, the town, postal code and map position, and
    // the company's Viber and WhatsApp numbers
    expect(CONTENT_KEYS.contact).toHaveLength(28);
    expect(contentTypeOfKey('contact_postal_code')).toBe('contact');
    expect(contentTypeOfKey('contact_submit_loading_text')).toBe('contact');
    expect(contentTypeOfKey('contact_recipient_email')).toBe('contact');
  });

  it('expands the three features', () => {
    for (const n of [1, 2, 3]) {
      expect(contentTypeOfKey(`feature${n}_title`)).toBe('feature');
      expect(contentTypeOfKey(`feature${n}_content`)).toBe('feature');
    }
    expect(CONTENT_KEYS.feature).toHaveLength(9);
  });

  it('maps home about keys and knows no unknown key', () => {
    expect(contentTypeOfKey('home_about_btn_link')).toBe('home_about');
    expect(contentTypeOfKey('hero_slider_3')).toBeUndefined();
    expect(isContentKey('main_logo')).toBe(true);
    expect(isContentKey('feature4_title')).toBe(false);
  });

  it('every key belongs to exactly one type', () => {
    expect(new Set(ALL_CONTENT_KEYS).size).toBe(Object.values(CONTENT_KEYS).flat().length);
  });
});
