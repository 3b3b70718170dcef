import { describe, expect, it } from 'vitest';
import { EARLY_CLICKS, EARLY_SUBMITS } from '../src/features/quote/starter-keys.ts';
import { starterScript } from './deferred-start.ts';

describe('the inline script that starts the app', () => {
  it('is one valid script naming the entry and the modules to fetch beside it, and nothing else', () => {
    const script = starterScript('/assets/index-abc.js', ['/assets/react-dom-x.js', '/assets/app-y.js']);
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain('s.src="/assets/index-abc.js"');
    expect(script).toContain('["/assets/react-dom-x.js","/assets/app-y.js"]');
    expect(script).toContain(`w.${EARLY_SUBMITS}=[]`);
    expect(script).toContain(`w.${EARLY_CLICKS}=[]`);
    // Small enough to sit inline in every page (and once more in the router's state).
    expect(script.length).toBeLessThan(1600);
  });
});
