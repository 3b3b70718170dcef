import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import ui from './admin.module.css';
import classes from './admin-toolbar.module.css';

interface Search {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The bar at the top of every staff screen: its heading, the page's h1 (named by `id` for the section around it),
 * a line beside it, a search box, and the screen's actions as children. One row on a tablet, and
 * wrapping on a phone.
 */
export function AdminToolbar({
  id,
  title,
  note,
  search,
  children,
}: {
  id?: string;
  title: ReactNode;
  note?: ReactNode;
  search?: Search;
  children?: ReactNode;
}) {
  return (
    <div className={classes.toolbar}>
      <h1 id={id} className={classes.panelTitle}>
        {title}
      </h1>
      {note && <p className={`${ui.muted} ${classes.note}`}>{note}</p>}
      {search && (
        <TextInput
          className={classes.search}
          type="search"
          size="md"
          label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onChange={(event) => search.onChange(event.currentTarget.value)}
        />
      )}
      {children}
    </div>
  );
}
