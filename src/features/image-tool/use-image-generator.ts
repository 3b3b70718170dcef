import { useCallback, useEffect, useRef, useState } from 'react';
import { config } from '../../config.ts';
import { downloadImage, imageFileName } from './download-image.ts';
import { messages } from './messages.ts';
import { notify } from '../../components/notify.ts';
import { RunwareClient, RunwareError, type GeneratedImage } from './runware-client.ts';

export interface ShownImage extends GeneratedImage {
  prompt: string;
}

function failureMessage(error: unknown): string {
  if (!(error instanceof RunwareError)) return messages.generationFailed;
  switch (error.kind) {
    case 'server':
    case 'timeout':
      return error.message || messages.serverError;
    case 'connection':
      return messages.connectionError;
    case 'auth':
      return messages.generationFailed;
  }
}

/**
 * The generator's state. The API key lives only in the caller's state and in the client made for it,
 * both dropped with the page; it is sent nowhere but the provider's socket.
 */
export function useImageGenerator() {
  const client = useRef<{ apiKey: string; client: RunwareClient } | null>(null);
  const [generating, setGenerating] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [image, setImage] = useState<ShownImage | null>(null);

  useEffect(
    () => () => {
      client.current?.client.close();
      client.current = null;
    },
    [],
  );

  const generate = useCallback(async (apiKey: string, prompt: string) => {
    // A new key needs a new authenticated connection.
    if (client.current?.apiKey !== apiKey) {
      client.current?.client.close();
      client.current = { apiKey, client: new RunwareClient({ url: config.runwareWsUrl, apiKey }) };
    }
    setGenerating(true);
    try {
      const result = await client.current.client.generate({ positivePrompt: prompt });
      setImage({ ...result, prompt });
      notify('success', 'Done', messages.generated);
    } catch (error) {
      console.error('Image generation failed', error);
      notify('error', 'Error', failureMessage(error));
    } finally {
      setGenerating(false);
    }
  }, []);

  const download = useCallback(async () => {
    if (!image) return;
    setDownloading(true);
    try {
      await downloadImage(image.imageURL, imageFileName(image.taskUUID));
      notify('success', 'Done', messages.downloaded);
    } catch (error) {
      console.error('Image download failed', error);
      notify('error', 'Error', messages.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }, [image]);

  return { generating, downloading, image, generate, download };
}
