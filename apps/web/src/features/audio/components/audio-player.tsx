import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useSharedMessage } from '../../../hooks/use-shared-message';

export interface AudioPlayerProps {
  src: string;
  label: string;
  /** The message when the browser cannot play it (spec §8: "Unable to play audio"). */
  errorKey?: string;
}

/** The browser's audio controls, without a download button; a failure to play is said in words. */
export function AudioPlayer({ src, label, errorKey = 'audio.playFailed' }: AudioPlayerProps) {
  const text = useSharedMessage();
  const [failed, setFailed] = useState(false);
  return (
    <div className="grid gap-2">
      <audio
        key={src}
        controls
        preload="metadata"
        controlsList="nodownload noplaybackrate"
        aria-label={label}
        src={src}
        onError={() => setFailed(true)}
        onCanPlay={() => setFailed(false)}
        onContextMenu={(event) => event.preventDefault()}
        className="w-full"
      />
      <FormAlert message={failed ? text(errorKey) : undefined} />
    </div>
  );
}
