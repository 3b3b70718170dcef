import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './field.tsx';

interface Registered {
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

/** First and last name, as the contact and booking forms ask for them. */
export function NameFields({
  idPrefix,
  first,
  last,
}: {
  idPrefix: string;
  first: Registered;
  last: Registered;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-first-name`}
        label="First name"
        required
        autoComplete="given-name"
        {...first}
      />
      <TextField
        id={`${idPrefix}-last-name`}
        label="Last name"
        required
        autoComplete="family-name"
        {...last}
      />
    </>
  );
}

/** Phone and email, with the keyboards and autofill a phone should offer. */
export function ReachFields({
  idPrefix,
  phone,
  email,
}: {
  idPrefix: string;
  phone: Registered;
  email: Registered;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-phone`}
        label="Phone"
        type="tel"
        inputMode="tel"
        required
        autoComplete="tel"
        {...phone}
      />
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        inputMode="email"
        required
        autoComplete="email"
        {...email}
      />
    </>
  );
}
