/** Text made safe inside HTML content and quoted attribute values of the pages the server writes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
