import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import { Button, Modal, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { listSynonyms, removeSynonym, saveSynonym, SynonymError, type Synonym } from '../../api/synonyms.ts';
import { notify } from '../../components/notify.ts';
import ui from './admin.module.css';
import classes from './qna.module.css';

interface Props {
  opened: boolean;
  /** The visitor's question this was opened from (Chat History), shown for reference. */
  question?: string;
  onClose: () => void;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The chat's synonyms: what customers mean by words the Q&A bank does not use ("lazyboy" means
 * "recliner"). Staff add one, change a meaning by saving the term again, or remove one.
 */
export function SynonymsDialog({ opened, question, onClose }: Props) {
  const [synonyms, setSynonyms] = useState<Synonym[] | null>(null);
  const [term, setTerm] = useState('');
  const [means, setMeans] = useState('');
  const [error, setError] = useState<{ term?: string; means?: string }>({});
  const [saving, setSaving] = useState(false);

  const reload = useCallback(async () => {
    try {
      setSynonyms(await listSynonyms());
    } catch (failure) {
      notify('error', 'Error loading synonyms', message(failure));
      setSynonyms((current) => current ?? []);
    }
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loading data is what this effect is for
    if (opened) void reload();
  }, [opened, reload]);

  async function add(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = {
      term: term.trim() ? undefined : 'Please enter the word or phrase customers use.',
      means: means.trim() ? undefined : 'Please enter what it means.',
    };
    setError(found);
    if (found.term || found.means) return;
    setSaving(true);
    try {
      const saved = await saveSynonym(term, means);
      notify('success', 'Synonym saved', `“${saved.term}” now reads as “${saved.means}”.`);
      setTerm('');
      setMeans('');
      await reload();
    } catch (failure) {
      // What was typed stays, with the reason beside the field it concerns.
      const text = message(failure);
      setError(
        failure instanceof SynonymError && failure.field === 'term' ? { term: text } : { means: text },
      );
    } finally {
      setSaving(false);
    }
  }

  async function remove(synonym: Synonym) {
    try {
      await removeSynonym(synonym.term);
      notify('success', 'Synonym removed');
      await reload();
    } catch (failure) {
      notify('error', 'Error', message(failure));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Synonyms"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}
      classNames={{ title: ui.modalTitle }}
    >
      <p className={classes.hint}>
        When customers use a word the Q&amp;A bank does not, say what they mean: the chat then reads their
        message with that meaning. For example, “lazyboy” means “recliner”.
      </p>
      {question && (
        <blockquote className={classes.asked}>
          <span>Visitor asked</span> {question}
        </blockquote>
      )}
      <form className={classes.synonymForm} onSubmit={add} noValidate aria-label="Add a synonym">
        <TextInput
          label="Customers say"
          size="md"
          maxLength={60}
          data-autofocus
          value={term}
          error={error.term}
          onChange={(e) => {
            setTerm(e.currentTarget.value);
            setError((x) => ({ ...x, term: undefined }));
          }}
        />
        <TextInput
          label="They mean"
          size="md"
          maxLength={120}
          value={means}
          error={error.means}
          onChange={(e) => {
            setMeans(e.currentTarget.value);
            setError((x) => ({ ...x, means: undefined }));
          }}
        />
        <Button type="submit" size="md" loading={saving}>
          Save synonym
        </Button>
      </form>
      {synonyms && synonyms.length > 0 && (
        <ul className={classes.synonyms} aria-label="Synonyms">
          {synonyms.map((s) => (
            <li key={s.term}>
              <span>
                <strong>{s.term}</strong> means {s.means}
              </span>
              <Button
                variant="subtle"
                color="red"
                size="sm"
                aria-label={`Remove the synonym ${s.term}`}
                onClick={() => void remove(s)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
