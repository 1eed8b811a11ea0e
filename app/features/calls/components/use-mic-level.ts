import { useEffect, useState } from "react";

/** The level (0–100) of a microphone track, ten times a second while `active`. */
export function useMicLevel(track: MediaStreamTrack | undefined, active: boolean) {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!active || !track) return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(new MediaStream([track])).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      setLevel(Math.min(100, Math.round(Math.sqrt(sum / samples.length) * 300)));
    }, 100);
    return () => {
      clearInterval(timer);
      void context.close();
    };
  }, [track, active]);
  return level;
}
