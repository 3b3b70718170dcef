import Beasties from 'beasties';

/**
 * Puts the CSS a prerendered page's HTML uses inline, and turns its stylesheet links into ones that
 * do not block the first paint (media="print", switched on by one small inline script that the
 * page's CSP hashes like any other; a <noscript> link keeps the page whole without scripts).
 * The inline <style> is not React's: hydration skips it, so no mismatch.
 */
export function criticalCss(outDir: string) {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    preload: 'media-script',
    // Keep the stylesheet files whole: client-side navigation and later renders need every rule.
    pruneSource: false,
    inlineFonts: false,
    // The styles React and the router render inline are theirs; leave them exactly as rendered.
    reduceInlineStyles: false,
    mergeStylesheets: true,
    compress: true,
    logLevel: 'warn',
  });
  return (html: string): Promise<string> => beasties.process(html);
}
