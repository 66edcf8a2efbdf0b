/** Text put into HTML or XML (element content or a quoted attribute): the five characters that could end it, escaped. */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
