import type { SafetyDialog } from '@cadence/domain';
import { Button } from '../../../../../ui/button/button';
import { Dialog } from '../../../../../ui/dialog/dialog';

/** Our copy for the two voice safety dialogs (the spec names them voiceBlocked and voiceCaptcha only). */
const COPY: Readonly<Record<SafetyDialog, { readonly title: string; readonly body: string }>> = {
  voiceBlocked: { title: 'Voice blocked', body: 'This voice has been blocked and cannot be used for generation.' },
  voiceCaptcha: { title: 'Voice verification required', body: 'This voice asks for a short verification before it can be used.' },
};

export const VoiceSafetyDialog = ({ dialog, onClose }: { readonly dialog: SafetyDialog | null; readonly onClose: () => void }) => (
  <Dialog
    open={dialog !== null}
    onDismiss={onClose}
    title={dialog === null ? '' : COPY[dialog].title}
    description={dialog === null ? null : COPY[dialog].body}
    footer={<Button onClick={onClose}>OK</Button>}
  />
);
