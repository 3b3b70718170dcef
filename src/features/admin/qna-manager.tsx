import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import { Button, Loader } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { listQna, removeQna, updateQna, type QnaEntry, type QnaInput } from '../../api/qna.ts';
import { AddQnaDialog } from './add-qna-dialog.tsx';
import { AdminToolbar } from './admin-toolbar.tsx';
import ui from './admin.module.css';
import classes from './qna.module.css';
import { notify } from '../../components/notify.ts';
import { QnaRow } from './qna-row.tsx';
import { SynonymsDialog } from './synonyms-dialog.tsx';
import { matchesSearch } from './qna-text.ts';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
export const DELETE_CONFIRM = 'Are you sure you want to delete this Q&A?';

/** SPEC 2/4: the bank, newest first; add in a dialog, edit inline, delete after confirming; reload after each. */
export function QnaManager() {
  const [entries, setEntries] = useState<QnaEntry[] | null>(null);
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const [editingSynonyms, setEditingSynonyms] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setEntries(await listQna());
    } catch (error) {
      notify('error', 'Error loading Q&A', message(error));
      setEntries((current) => current ?? []);
    }
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loading data is what this effect is for
    void reload();
  }, [reload]);

  const shown = useMemo(() => (entries ?? []).filter((e) => matchesSearch(e, query)), [entries, query]);

  async function save(action: () => Promise<void>, success: string): Promise<boolean> {
    try {
      await action();
      notify('success', success);
      await reload();
      return true;
    } catch (error) {
      notify('error', 'Error', message(error));
      return false;
    }
  }

  const update = (id: string) => async (input: QnaInput) => {
    const ok = await save(() => updateQna(id, input), 'Updated!');
    if (ok) setEditingId(null);
    return ok;
  };
  const remove = (id: string) => {
    if (window.confirm(DELETE_CONFIRM)) void save(() => removeQna(id), 'Deleted');
  };

  return (
    <section aria-labelledby="qna-heading">
      <AdminToolbar
        id="qna-heading"
        title={<>Q&amp;A bank{entries && <span className={classes.count}> ({entries.length})</span>}</>}
        search={{
          label: 'Search Q&A',
          placeholder: 'Question, answer, category or keyword',
          value: query,
          onChange: setQuery,
        }}
      >
        <Button size="md" variant="outline" onClick={() => setEditingSynonyms(true)}>
          Synonyms
        </Button>
        <Button size="md" onClick={() => setAdding(true)}>
          Add Q&amp;A
        </Button>
      </AdminToolbar>
      {entries === null ? (
        <p className={ui.loading} role="status">
          <Loader size="sm" aria-hidden /> Loading Q&amp;A…
        </p>
      ) : entries.length === 0 ? (
        <p className={ui.empty}>No Q&amp;A entries yet. Add your first one to get started!</p>
      ) : shown.length === 0 ? (
        <p className={ui.empty}>No Q&amp;A entries match “{query.trim()}”.</p>
      ) : (
        <ul className={ui.list} aria-label="Q&A entries">
          {shown.map((entry) => (
            <QnaRow
              key={entry.id}
              entry={entry}
              editing={editingId === entry.id}
              onEdit={() => setEditingId(entry.id)}
              onCancel={() => setEditingId(null)}
              onSave={update(entry.id)}
              onDelete={() => remove(entry.id)}
            />
          ))}
        </ul>
      )}
      <AddQnaDialog opened={adding} onClose={() => setAdding(false)} onAdded={() => void reload()} />
      <SynonymsDialog opened={editingSynonyms} onClose={() => setEditingSynonyms(false)} />
    </section>
  );
}
