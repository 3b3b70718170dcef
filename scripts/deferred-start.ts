import { QUOTE_FORM_ATTRIBUTE as QUOTE_FORM } from '../src/features/quote/early-submit.ts';
import {
  APP_STARTED,
  EARLY_CLICKS,
  EARLY_SUBMITS,
  LANDING,
  REACT_PROPS,
} from '../src/features/quote/starter-keys.ts';

/**
 * The app's JavaScript starts after the first paint (issue 33). A prerendered page is whole and usable
 * as HTML: its links, in-page anchors and forms work without it. Every request that starts before the
 * largest paint delays it under a slow network (and Lighthouse's simulation counts each), so the page
 * names no script or module to fetch; this one inline script starts the app once the page has painted
 * (its first contentful paint), or at once when the visitor reaches for the page first (a tap, a key,
 * a field focused).
 * A quote form's submit before then is held (the browser would send it as a GET of the same page and
 * lose what was typed) and sent by the form once the app runs (src/features/quote/early-submit.ts).
 * A tap on a button that only the app handles (the menu, an FAQ question) while it is still plain HTML
 * is held too, and replayed once that button has hydrated (src/app/early-clicks.ts); a submit button is
 * the form's, a link the browser's.
 */

/** The inline script that starts the app: `entry`, with `preloads` fetched beside it. */
export function starterScript(entry: string, preloads: readonly string[]): string {
  const json = JSON.stringify;
  return (
    `(()=>{const w=window,d=document,E=['pointerdown','keydown','focusin','touchstart'];` +
    `if(w.${APP_STARTED})return;w.${EARLY_SUBMITS}=[];w.${EARLY_CLICKS}=[];` +
    `const start=()=>{if(w.${APP_STARTED})return;w.${APP_STARTED}=1;` +
    `for(const e of E)removeEventListener(e,start,true);` +
    `for(const h of ${json(preloads)}){const l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.append(l)}` +
    `const s=d.createElement('script');s.type='module';s.src=${json(entry)};d.head.append(s)};` +
    `for(const e of E)addEventListener(e,start,{capture:true,passive:true});` +
    `addEventListener('submit',e=>{const f=e.target;` +
    `if(!w.${EARLY_SUBMITS}||!(f instanceof HTMLFormElement)||!f.hasAttribute('${QUOTE_FORM}'))return;` +
    `e.preventDefault();w.${EARLY_SUBMITS}.push(f);start()},true);` +
    `addEventListener('click',e=>{const q=w.${EARLY_CLICKS},t=e.target,` +
    `b=q&&t instanceof Element&&t.closest('button,[role=button]:not(a[href])');` +
    // A button React has hydrated (its props are on it) handles its own taps.
    `if(!b||(b.type==='submit'&&b.form)||Object.keys(b).some(k=>k.startsWith('${REACT_PROPS}')))return;` +
    `e.preventDefault();e.stopImmediatePropagation();q.push(b);start()},true);` +
    // Where the visit landed (its address and referrer), kept for the app in case the visitor leaves
    // the page before it runs (src/features/quote/visit-source.ts reads it).
    `try{sessionStorage.getItem('${LANDING}')||sessionStorage.setItem('${LANDING}',JSON.stringify([location.search,d.referrer]))}catch{}` +
    // After the first contentful paint (where paint timing is missing, after the first frame).
    `try{if(!PerformanceObserver.supportedEntryTypes?.includes('paint'))throw 0;new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true})}` +
    `catch{requestAnimationFrame(()=>setTimeout(start))}})()`
  );
}
