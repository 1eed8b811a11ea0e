import { useEffect, useRef, useState } from "react";

export type MediaKind = "pending" | "video" | "audio" | "none";

export interface Devices {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
}

/**
 * Camera and microphone: video and sound, else sound only, else listening only. Choosing another
 * device (before joining) asks again with that device. `stream` is the live stream for the peer
 * connection; `localStream` the same as state, for the preview and the level meter.
 */
export function useLocalMedia() {
  const stream = useRef<MediaStream | null>(null);
  const [media, setMedia] = useState<MediaKind>("pending");
  const [devices, setDevices] = useState<Devices>({ cameras: [], microphones: [] });
  const [cameraId, setCameraId] = useState("");
  const [microphoneId, setMicrophoneId] = useState("");
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      for (const track of stream.current?.getTracks() ?? []) track.stop();
      const audio: MediaTrackConstraints | boolean = microphoneId ? { deviceId: { exact: microphoneId } } : true;
      const video: MediaTrackConstraints | boolean = cameraId ? { deviceId: { exact: cameraId } } : true;
      for (const [constraints, kind] of [
        [{ audio, video }, "video"],
        [{ audio, video: false }, "audio"],
      ] as const) {
        try {
          const got = await navigator.mediaDevices.getUserMedia(constraints);
          if (cancelled) {
            for (const track of got.getTracks()) track.stop();
            return;
          }
          stream.current = got;
          setMedia(kind);
          setLocalStream(got);
          // Device names are readable once access is granted.
          const all = await navigator.mediaDevices.enumerateDevices();
          setDevices({
            cameras: all.filter((device) => device.kind === "videoinput"),
            microphones: all.filter((device) => device.kind === "audioinput"),
          });
          return;
        } catch {
          // Try with less.
        }
      }
      if (!cancelled) setMedia("none");
    })();
    return () => {
      cancelled = true;
    };
  }, [cameraId, microphoneId]);

  useEffect(
    () => () => {
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  return { stream, media, devices, cameraId, setCameraId, microphoneId, setMicrophoneId, localStream };
}
