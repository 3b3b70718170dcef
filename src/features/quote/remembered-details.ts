// A customer's name, phone and e-mail, kept on this device only when they tick "Remember my
// details", so the next request (a gallery share, a booking) starts filled in.
const KEY = 'quote-contact-details';
/** The fields remembered, by their form names (the home form has one name field, the others two). */
const FIELDS = ['firstName', 'lastName', 'name', 'phone', 'email'] as const;
/** The checkbox's name: not part of the request. */
export const REMEMBER_FIELD = 'rememberDetails';

type Details = Partial<Record<(typeof FIELDS)[number], string>>;

function read(): Details | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;
    return saved && typeof saved === 'object' ? (saved as Details) : null;
  } catch {
    return null;
  }
}

/**
 * Fills the form's empty name, phone and e-mail fields with the details remembered on this device,
 * and ticks its "Remember" box. Before validation loads, so they count as typed.
 */
export function fillRemembered(form: HTMLFormElement): void {
  const saved = read();
  if (!saved) return;
  // First and last names fill a form with one name field too, and the other way round.
  const joined = [saved.firstName, saved.lastName].filter(Boolean).join(' ');
  const values: Details = { ...saved, name: saved.name || joined };
  if (!saved.firstName && saved.name) {
    const [first, ...rest] = saved.name.split(' ');
    values.firstName = first;
    values.lastName = rest.join(' ');
  }
  for (const field of FIELDS) {
    const input = form.elements.namedItem(field);
    if (input instanceof HTMLInputElement && !input.value && values[field]) input.value = values[field];
  }
  const box = form.elements.namedItem(REMEMBER_FIELD);
  if (box instanceof HTMLInputElement) box.checked = true;
}

/** Once a request is saved: keeps the details if the box is ticked, forgets them if not. */
export function rememberFrom(form: HTMLFormElement): void {
  try {
    const box = form.elements.namedItem(REMEMBER_FIELD);
    if (!(box instanceof HTMLInputElement) || !box.checked) {
      localStorage.removeItem(KEY);
      return;
    }
    const data = new FormData(form);
    const details: Details = {};
    for (const field of FIELDS) {
      const value = data.get(field);
      if (typeof value === 'string' && value.trim()) details[field] = value.trim();
    }
    localStorage.setItem(KEY, JSON.stringify(details));
  } catch {
    // Storage blocked: nothing is remembered, and the request is unaffected.
  }
}
