/** A round avatar of fixed size; an empty address keeps the grey circle (no layout shift). */
export function Avatar({ src }: { src: string }) {
  return src ? (
    <img className="detail-avatar" src={src} alt="" width={40} height={40} loading="lazy" />
  ) : (
    <span className="detail-avatar" aria-hidden="true" />
  );
}
