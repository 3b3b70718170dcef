import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, Textarea, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { QnaInput } from '../../api/qna.ts';
import ui from './admin.module.css';
import classes from './qna.module.css';
import { formatKeywords, formatPhrasings, parseItems, parseKeywords, parsePhrasings } from './qna-text.ts';

interface Props {
  /** Names the form for assistive technology ("Add Q&A", "Edit Q&A"). */
  label: string;
  initial?: QnaInput;
  submitLabel: string;
  /** Resolves true when saved; the form then stays as the parent decides (closed or reset). */
  onSave: (input: QnaInput) => Promise<boolean>;
  onCancel: () => void;
  focusFirst?: boolean;
}

type Errors = { question?: string; answer?: string };

/** The Q&A form of both the add dialog and a row's inline edit (SPEC 5: question and answer required). */
export function QnaFields({ label, initial, submitLabel, onSave, onCancel, focusFirst }: Props) {
  const [question, setQuestion] = useState(initial?.question ?? '');
  const [answer, setAnswer] = useState(initial?.answer ?? '');
  const [category, setCategory] = useState(initial?.category ?? '');
  const [keywords, setKeywords] = useState(formatKeywords(initial?.keywords ?? []));
  const [phrasings, setPhrasings] = useState(formatPhrasings(initial?.phrasings ?? []));
  const [items, setItems] = useState(formatKeywords(initial?.items ?? []));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found: Errors = {};
    if (!question.trim()) found.question = 'Please enter the question.';
    else if (question.trim().length < 3) found.question = 'The question must be at least 3 characters.';
    if (!answer.trim()) found.answer = 'Please enter the answer.';
    // Rendered now, so the first invalid field can take focus.
    flushSync(() => setErrors(found));
    if (found.question || found.answer) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSaving(true);
    const input: QnaInput = {
      question: question.trim(),
      answer: answer.trim(),
      category: category.trim() || null,
      keywords: parseKeywords(keywords),
      phrasings: parsePhrasings(phrasings),
      items: parseItems(items),
    };
    // Unmounted on success (dialog closed, row back to view): no state to set afterwards.
    if (!(await onSave(input))) setSaving(false);
  }

  return (
    <form ref={formRef} className={classes.qnaForm} onSubmit={onSubmit} noValidate aria-label={label}>
      <TextInput
        label="Question"
        size="md"
        withAsterisk
        maxLength={500}
        data-autofocus={focusFirst || undefined}
        value={question}
        error={errors.question}
        onChange={(e) => {
          setQuestion(e.currentTarget.value);
          setErrors((x) => ({ ...x, question: undefined }));
        }}
      />
      <Textarea
        label="Answer"
        size="md"
        withAsterisk
        autosize
        minRows={3}
        maxRows={10}
        maxLength={4000}
        value={answer}
        error={errors.answer}
        onChange={(e) => {
          setAnswer(e.currentTarget.value);
          setErrors((x) => ({ ...x, answer: undefined }));
        }}
      />
      <Textarea
        label="Also asked as"
        size="md"
        autosize
        minRows={2}
        maxRows={8}
        description="Other ways customers ask this, one per line, e.g. how much to haul a couch"
        classNames={{ description: ui.muted }}
        value={phrasings}
        onChange={(e) => setPhrasings(e.currentTarget.value)}
      />
      <div className={classes.formPair}>
        <TextInput
          label="Category"
          size="md"
          maxLength={100}
          value={category}
          onChange={(e) => setCategory(e.currentTarget.value)}
        />
        <TextInput
          label="Keywords"
          size="md"
          description="Separate with commas, e.g. mattress, bed, box spring"
          classNames={{ description: ui.muted }}
          value={keywords}
          onChange={(e) => setKeywords(e.currentTarget.value)}
        />
      </div>
      <TextInput
        label="Things customers call it"
        size="md"
        description="The item catalogue: separate with commas, e.g. chest freezer, deep freezer, mini fridge"
        classNames={{ description: ui.muted }}
        value={items}
        onChange={(e) => setItems(e.currentTarget.value)}
      />
      <div className={classes.formActions}>
        <Button type="button" variant="default" size="md" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" size="md" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
