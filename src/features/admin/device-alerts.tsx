import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import { Button, Loader, Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Icon } from '../../components/icons.tsx';
import ui from './admin.module.css';
import classes from './device-alerts.module.css';
import { useDeviceAlerts, type AlertsState } from './use-device-alerts.ts';

const BellIcon = () => (
  <Icon size={20}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

/** What each state says, in words staff can act on. */
const explained: Record<Exclude<AlertsState, 'checking'>, ReactNode> = {
  'not-set-up':
    'Alerts are not set up for this website yet. Ask whoever looks after the website to add its alert keys.',
  'install-first': (
    <>
      On iPhone and iPad, alerts work only in the installed app. <strong>Add to Home Screen first</strong>: in
      Safari tap Share, then Add to Home Screen, open the app from your Home Screen, sign in and come back
      here.
    </>
  ),
  unsupported: 'This browser cannot show alerts. Use Chrome, Edge, Firefox or Safari, or the installed app.',
  blocked:
    'Notifications from this website are blocked in this browser. Allow them in the site settings (the icon beside the address), then come back here.',
  off: 'Get an alert on this device the moment a new lead comes in, even when the app is closed.',
  on: 'On: this device alerts you the moment a new lead comes in, even when the app is closed.',
};

const stateWord: Record<AlertsState, string> = {
  checking: 'checking',
  'not-set-up': 'not set up',
  'install-first': 'off',
  unsupported: 'not supported',
  blocked: 'blocked',
  off: 'off',
  on: 'on',
};

/** "Alerts" in the staff app's header: this device's alerts of new leads, turned on, tested or off. */
export function DeviceAlerts() {
  const [opened, setOpened] = useState(false);
  const alerts = useDeviceAlerts(opened);
  const { state } = alerts;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={classes.open}
        data-on={state === 'on' || undefined}
        aria-label={`Alerts on this device: ${stateWord[state]}`}
        leftSection={<BellIcon />}
        onClick={() => setOpened(true)}
      >
        <span className={classes.label}>Alerts</span>
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Alerts on this device"
        centered
        closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}
        classNames={{ title: ui.modalTitle }}
      >
        {state === 'checking' ? (
          <p className={classes.status} role="status">
            <Loader size="xs" aria-hidden /> Checking this device…
          </p>
        ) : (
          <p className={classes.text} data-state={state}>
            {explained[state]}
          </p>
        )}
        <div className={classes.actions}>
          {state === 'off' && (
            <Button size="md" loading={alerts.busy} onClick={() => void alerts.turnOn()}>
              Alert me on this device
            </Button>
          )}
          {state === 'on' && (
            <>
              <Button size="md" loading={alerts.busy} onClick={() => void alerts.test()}>
                Send a test alert
              </Button>
              <Button
                size="md"
                variant="outline"
                disabled={alerts.busy}
                onClick={() => void alerts.turnOff()}
              >
                Turn off
              </Button>
            </>
          )}
        </div>
        <div aria-live="polite">
          {alerts.problem && (
            <p className={classes.problem} role="alert">
              {alerts.problem}
            </p>
          )}
          {alerts.done && <p className={classes.done}>{alerts.done}</p>}
        </div>
      </Modal>
    </>
  );
}
