import { useEffect, useState } from 'react';
import { fetchCaptcha } from '../../../api/endpoints/captcha.ts';

export type CaptchaImage =
  { status: 'loading' } | { status: 'ready'; image: string } | { status: 'failed' };

const LOADING: CaptchaImage = { status: 'loading' };
const FAILED: CaptchaImage = { status: 'failed' };

/**
 * A fresh captcha image for every change of `version` (each request is a new challenge on the
 * server, so a stale image would no longer match). A request superseded before it answers is aborted.
 */
export function useCaptchaImage(version: number): CaptchaImage {
  // The last answer with the version it answers: loading until the current version has one.
  const [answer, setAnswer] = useState<{ version: number; image: string | null } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchCaptcha(undefined, controller.signal).then(
      ({ image }) => setAnswer({ version, image }),
      () => {
        if (!controller.signal.aborted) setAnswer({ version, image: null });
      },
    );
    return () => controller.abort();
  }, [version]);
  if (answer === null || answer.version !== version) return LOADING;
  return answer.image === null ? FAILED : { status: 'ready', image: answer.image };
}
