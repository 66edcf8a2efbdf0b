/**
 * Plain text with its web addresses as links. The text is split and rendered as React text and
 * <a> elements: never as HTML, whatever the e-mail contains.
 */
const URL_PATTERN = /(https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]])/;

/** The text cut around its http(s) addresses: the addresses are at the odd indexes. */
export const splitOnUrls = (text: string): string[] => text.split(URL_PATTERN);

export function LinkedText({ text }: { text: string }) {
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">
      {splitOnUrls(text).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="link link-primary break-all">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}
