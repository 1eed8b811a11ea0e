/** A choice of camera or microphone, shown once the browser has named the devices. */
export function DeviceSelect({
  id,
  label,
  devices,
  value,
  onChange,
  unnamed,
  fallback,
}: {
  id: string;
  label: string;
  devices: MediaDeviceInfo[];
  value: string;
  onChange: (deviceId: string) => void;
  unnamed: (n: number) => string;
  fallback: string;
}) {
  if (devices.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3 text-ink"
      >
        <option value="">{fallback}</option>
        {devices.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || unnamed(index + 1)}
          </option>
        ))}
      </select>
    </div>
  );
}
