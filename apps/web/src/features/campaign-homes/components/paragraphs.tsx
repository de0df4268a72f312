/** A static text of the catalogue, one paragraph a line. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text.split('\n').map((line) => (
        <p key={line} className={className}>
          {line}
        </p>
      ))}
    </>
  );
}
