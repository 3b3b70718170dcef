import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import type { QnaEntry, QnaInput } from '../../api/qna.ts';
import ui from './admin.module.css';
import classes from './qna.module.css';
import { QnaFields } from './qna-fields.tsx';

interface Props {
  entry: QnaEntry;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (input: QnaInput) => Promise<boolean>;
  onDelete: () => void;
}

/** One entry of the bank as a card, or its inline edit form. */
export function QnaRow({ entry, editing, onEdit, onCancel, onSave, onDelete }: Props) {
  if (editing) {
    return (
      <li className={`${ui.card} ${classes.editing}`}>
        <QnaFields label="Edit Q&A" initial={entry} submitLabel="Save" onSave={onSave} onCancel={onCancel} />
      </li>
    );
  }
  return (
    <li className={ui.card}>
      <div className={ui.cardTop}>
        <h3 className={ui.question}>{entry.question}</h3>
        {entry.category && <span className={ui.chip}>{entry.category}</span>}
      </div>
      <p className={classes.answer}>{entry.answer}</p>
      {entry.phrasings.length > 0 && (
        <details className={classes.phrasings}>
          <summary>Also asked as ({entry.phrasings.length})</summary>
          <ul>
            {entry.phrasings.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </details>
      )}
      {entry.items.length > 0 && (
        <details className={classes.phrasings}>
          <summary>Things customers call it ({entry.items.length})</summary>
          <p>{entry.items.join(', ')}</p>
        </details>
      )}
      {entry.keywords.length > 0 && (
        <ul className={classes.keywords} aria-label="Keywords">
          {entry.keywords.map((k) => (
            <li key={k}>{k}</li>
          ))}
        </ul>
      )}
      <div className={classes.rowActions}>
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit: ${entry.question}`}>
          Edit
        </Button>
        <Button
          variant="outline"
          color="red.9"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete: ${entry.question}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
