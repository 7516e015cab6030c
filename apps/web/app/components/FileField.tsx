/** A file to choose from the device (`accept`: the endings and types offered); undefined when the choice is cleared. */
export function FileField({
  label,
  accept,
  onFile,
}: {
  label: string;
  accept: string;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <label className="block text-sm">
      {label}
      <input
        type="file"
        accept={accept}
        className="mt-1 block w-full text-sm"
        onChange={(e) => onFile(e.target.files?.[0])}
      />
    </label>
  );
}
