import { describe, expect, it } from 'vitest';
import { attachToaster, notify, onToastWaiting, type Toast } from './notify.ts';

describe('notify', () => {
  it('queues toasts until the toaster loads, then shows them in order and later ones at once', () => {
    let asked = 0;
    const stop = onToastWaiting(() => asked++);
    notify('success', 'Sent', 'We will call you.');
    notify('error', 'Not sent');
    expect(asked).toBe(2);

    const shown: Toast[] = [];
    const detach = attachToaster((toast) => shown.push(toast));
    expect(shown).toEqual([
      { tone: 'success', title: 'Sent', message: 'We will call you.' },
      { tone: 'error', title: 'Not sent', message: '' },
    ]);
    notify('success', 'Saved');
    expect(shown.map((t) => t.title)).toEqual(['Sent', 'Not sent', 'Saved']);
    expect(asked).toBe(2);

    detach();
    stop();
    notify('error', 'Later');
    expect(shown).toHaveLength(3);
    const late: Toast[] = [];
    attachToaster((toast) => late.push(toast))();
    expect(late.map((t) => t.title)).toEqual(['Later']);
  });
});
