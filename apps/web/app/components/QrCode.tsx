import QRCode from 'qrcode';

/** A QR code of `url` as inline SVG, made on the server (no network), with the address (or `caption`) under it for those without a camera. */
export async function QrCode({
  url,
  label,
  size = 'h-32 w-32',
  caption = true,
}: {
  url: string;
  label: string;
  size?: string;
  caption?: boolean | string;
}) {
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return (
    <figure className="inline-flex flex-col items-center gap-1">
      <div
        role="img"
        aria-label={`QR code: ${label}`}
        className={`${size} bg-white [&>svg]:h-full [&>svg]:w-full`}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      {caption !== false && (
        <figcaption className="break-all text-center text-xs">{caption === true ? url : caption}</figcaption>
      )}
    </figure>
  );
}
