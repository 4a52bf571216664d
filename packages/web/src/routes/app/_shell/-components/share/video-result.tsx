import { useEffect, useRef } from 'react';
import * as styles from './share.css';

/** The generated video; `muted` is set on the element itself (React does not keep the attribute in sync). */
export const VideoResult = ({ url, muted }: { readonly url: string; readonly muted: boolean }) => {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current !== null) video.current.muted = muted;
  }, [muted]);
  return <video ref={video} className={styles.media} src={url} controls playsInline aria-label="Generated video" />;
};
