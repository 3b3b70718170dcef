import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { business } from '../content/business.ts';
import { UpdatePrompt } from './update-prompt.tsx';

/** UI that only exists in a browser: toasts and the service worker's update prompt. */
function handOverToPhone() {
  const action = new URLSearchParams(window.location.search).get('action');
  if (action === 'call') window.location.href = business.phone.tel;
  if (action === 'text') window.location.href = business.phone.sms;
}

export default function ClientExtras() {
  // The installed app's Call and Text shortcuts open /?action=…: hand over to the phone app once.
  useEffect(handOverToPhone, []);
  return (
    <>
      <Notifications position="top-center" zIndex={400} />
      <UpdatePrompt />
    </>
  );
}
