/**
 * A book's cover, or (when staff gave no picture) a plain cover with the title's first
 * character, so a row keeps its shape and every book still looks like a book.
 */
export function BookCover({
  title,
  imgUrl,
  large = false,
}: {
  title: string;
  imgUrl: string;
  large?: boolean;
}) {
  const className = large ? 'book-cover-art is-large' : 'book-cover-art';
  if (imgUrl) return <img className={className} src={imgUrl} alt="" loading="lazy" />;
  return (
    <span className={`${className} is-blank`} aria-hidden="true">
      {Array.from(title)[0] ?? ''}
    </span>
  );
}
