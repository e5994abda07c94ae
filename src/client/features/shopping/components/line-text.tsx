import type { ListLine } from '../../../../shared/list-line';

/**
 * A list line as a shopper buys it, « 1 bouquet de thym », and the exact need after it in a
 * quieter grey, « · 4 brins » (decision 0025): read aloud as one sentence.
 */
export function LineText({ line }: { line: ListLine }) {
  if (!line.detail) return <>{line.text}</>;
  return (
    <>
      {`${line.text} `}
      <span className="text-fg-muted">· {line.detail}</span>
    </>
  );
}
