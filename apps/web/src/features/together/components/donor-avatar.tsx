/** A round avatar of fixed size; an empty address keeps the grey circle (no layout shift). */
export function DonorAvatar({ src, size = 40, label = '' }: { src: string; size?: number; label?: string }) {
  const style = { width: size, height: size };
  return src ? (
    <img
      className="together-avatar"
      src={src}
      alt={label}
      width={size}
      height={size}
      style={style}
      loading="lazy"
    />
  ) : (
    <span className="together-avatar" style={style} title={label || undefined} aria-hidden="true" />
  );
}
