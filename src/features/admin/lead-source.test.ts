import { describe, expect, it } from 'vitest';
import { describeSource } from './lead-source.ts';

const lead = {
  source_page: '/garage-cleanout',
  source_referrer: null,
  utm_source: null,
  utm_campaign: null,
  installed: false,
  saved_at: '2026-11-23T08:00:00.000Z',
  created_at: '2026-11-23T08:00:03+00:00',
};

describe('describeSource', () => {
  it('names the page, the campaign source and the campaign', () => {
    expect(describeSource({ ...lead, utm_source: 'google', utm_campaign: 'spring-cleanout' })).toBe(
      'From /garage-cleanout · Google · campaign spring-cleanout',
    );
  });

  it('names a referring site by its host, or says direct', () => {
    expect(describeSource({ ...lead, source_referrer: 'www.bing.com' })).toBe('From /garage-cleanout · Bing');
    expect(describeSource({ ...lead, source_referrer: 'scottsdale-hoa.org' })).toBe(
      'From /garage-cleanout · scottsdale-hoa.org',
    );
    expect(describeSource(lead)).toBe('From /garage-cleanout · Direct');
  });

  it('says how long a request waited on the device, and ignores the seconds a send takes', () => {
    expect(describeSource({ ...lead, saved_at: '2026-11-23T06:00:00.000Z', installed: true })).toBe(
      'From /garage-cleanout · Direct · installed app · saved offline 2 h before it arrived',
    );
    expect(describeSource({ ...lead, saved_at: '2026-11-23T07:25:00.000Z' })).toBe(
      'From /garage-cleanout · Direct · saved offline 35 min before it arrived',
    );
  });

  it('has nothing to say about a lead sent before sources were recorded', () => {
    expect(describeSource({ ...lead, source_page: null, saved_at: null })).toBeNull();
  });
});
