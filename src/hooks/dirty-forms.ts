/**
 * Knows whether the visitor has typed something not yet sent, so that nothing (a service-worker
 * update above all) reloads the page under them. Forms register explicitly; as a safety net the
 * DOM is also checked for any field whose value differs from its default.
 */
const dirtyForms = new Set<string>();

export function setFormDirty(formId: string, dirty: boolean): void {
  if (dirty) dirtyForms.add(formId);
  else dirtyForms.delete(formId);
}

function fieldChanged(el: Element): boolean {
  if (el instanceof HTMLInputElement) {
    if (el.type === 'checkbox' || el.type === 'radio') return el.checked !== el.defaultChecked;
    if (el.type === 'file') return (el.files?.length ?? 0) > 0;
    if (el.type === 'hidden' || el.type === 'submit' || el.type === 'button') return false;
    return el.value !== el.defaultValue;
  }
  if (el instanceof HTMLTextAreaElement) return el.value !== el.defaultValue;
  if (el instanceof HTMLSelectElement)
    return Array.from(el.options).some((o) => o.selected !== o.defaultSelected);
  return false;
}

/** Whether a field of `form` differs from its default (typed into, chosen, files picked). */
export const formChanged = (form: HTMLFormElement): boolean => Array.from(form.elements).some(fieldChanged);
/** Whether the visitor is using `form`: it holds the focus, or one of its fields was changed. */
export const formInUse = (form: HTMLFormElement): boolean =>
  form.contains(document.activeElement) || formChanged(form);

export function isAnyFormDirty(doc: Document = document): boolean {
  if (dirtyForms.size > 0) return true;
  return Array.from(doc.forms).some(formChanged);
}
