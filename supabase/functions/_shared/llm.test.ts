import { describe, expect, it } from 'vitest';
import { unsupportedClaims } from './llm.ts';

const facts =
  'How much does a garage cleanout cost? Most garage cleanouts cost $300-$500; a partial one is $150-$300. ' +
  'Can I send photos? Text them to (602) 632-3524 for a free quote. Open Monday to Saturday 7 AM to 7 PM.';

describe('a model reply may name only what the matched entries say', () => {
  it.each([
    'Most garage cleanouts cost $300-$500.',
    'Text your photos to 602-632-3524 for a free quote.',
    'Call +1 (602) 632 3524 and we will help.',
    'We are open Monday to Saturday, 7 AM to 7 PM.',
  ])('lets through %j', (reply) => {
    expect(unsupportedClaims(reply, facts)).toEqual([]);
  });

  it.each([
    ['a link', 'Book at https://cheap-junk.example/deal now.', 'https://cheap-junk.example/deal'],
    ['a bare domain', 'See junkdeals.com for coupons.', 'junkdeals.com'],
    ['an e-mail address', 'E-mail owner@cheap-junk.example for a quote.', 'owner@cheap-junk.example'],
    ['another phone number', 'Call (480) 555-0100 instead.', '(480) 555-0100'],
    ['an amount in digits', 'A garage cleanout is just $99.', '99'],
    ['an amount in words', 'A garage cleanout is ninety nine dollars.', 'ninety'],
    ['a discount in words', 'You get fifty percent off today.', 'fifty'],
  ])('refuses %s', (_, reply, claim) => {
    expect(unsupportedClaims(reply, facts)).toContain(claim);
  });
});
