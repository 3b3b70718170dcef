import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Modal } from '@mantine/core';
import { addQna, type QnaInput } from '../../api/qna.ts';
import ui from './admin.module.css';
import { notify } from '../../components/notify.ts';
import { QnaFields } from './qna-fields.tsx';

interface Props {
  opened: boolean;
  /** What the form starts with: a visitor's question, from Chat History. */
  question?: string;
  onClose: () => void;
  /** After the entry is saved (SPEC 8: 'Added!'). */
  onAdded?: () => void;
}

/** "Add Q&A" in a dialog, for the Q&A bank and for a question the assistant could not answer. */
export function AddQnaDialog({ opened, question, onClose, onAdded }: Props) {
  const save = async (input: QnaInput) => {
    try {
      await addQna(input);
      notify('success', 'Added!');
      onClose();
      onAdded?.();
      return true;
    } catch (error) {
      notify('error', 'Error', error instanceof Error ? error.message : String(error));
      return false;
    }
  };
  const initial = question
    ? { question, answer: '', category: null, keywords: [], phrasings: [], items: [] }
    : undefined;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add Q&A"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}
      classNames={{ title: ui.modalTitle }}
    >
      <QnaFields
        label="Add Q&A"
        submitLabel="Add"
        initial={initial}
        onSave={save}
        onCancel={onClose}
        focusFirst
      />
    </Modal>
  );
}
