import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, Loader, PasswordInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ImagePreview } from './image-preview.tsx';
import classes from './image-tool.module.css';
import { defaultPrompt, messages } from './messages.ts';
import { notify } from '../../components/notify.ts';
import { useImageGenerator } from './use-image-generator.ts';

// Mantine's dimmed text falls short of 4.5:1 on white; the site's muted colour does not.
const inputText = { description: classes.description };

/** The internal image generator: an API key, a prompt, a preview and a download. */
export function ImageTool() {
  // Component state only: the key is never written to storage, a URL or a cookie.
  const [apiKey, setApiKey] = useState('');
  const [prompt, setPrompt] = useState(defaultPrompt);
  const [keyError, setKeyError] = useState<string | null>(null);
  const { generating, downloading, image, generate, download } = useImageGenerator();
  const blank = apiKey.trim() === '';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (generating) return;
    if (blank) {
      setKeyError(messages.blankKey);
      notify('error', 'Error', messages.blankKey);
      return;
    }
    void generate(apiKey.trim(), prompt.trim() || defaultPrompt);
  }

  return (
    <div className={classes.layout}>
      <form className={classes.card} onSubmit={onSubmit} noValidate aria-labelledby="image-form-heading">
        <h2 id="image-form-heading" className={classes.heading}>
          Worker image
        </h2>
        <PasswordInput
          label="Runware API key"
          classNames={inputText}
          size="md"
          description="Kept in this tab's memory only and sent only to Runware. Never saved."
          autoComplete="off"
          spellCheck={false}
          withAsterisk
          // Keyboard users can check what they pasted too.
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the API key' }}
          value={apiKey}
          error={blank ? keyError : null}
          aria-invalid={Boolean(blank && keyError)}
          onChange={(e) => {
            setApiKey(e.currentTarget.value);
            setKeyError(null);
          }}
        />
        <Textarea
          label="Prompt"
          classNames={inputText}
          size="md"
          description="Describe the picture: who, doing what, where, and the look."
          rows={6}
          value={prompt}
          onChange={(e) => setPrompt(e.currentTarget.value)}
        />
        {/* Looks disabled while the key is blank but stays focusable, so a click can say why. */}
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={generating}
          data-disabled={blank || undefined}
          aria-disabled={blank || undefined}
          leftSection={generating ? <Loader size="xs" color="currentColor" aria-hidden /> : undefined}
        >
          {generating ? 'Generating Image...' : 'Generate Image'}
        </Button>
        <p className={classes.note}>Portrait 512 × 768, WebP. Each image uses Runware credits.</p>
      </form>
      <ImagePreview
        image={image}
        generating={generating}
        downloading={downloading}
        onDownload={() => void download()}
      />
    </div>
  );
}
