/**
 * An address shown to whoever holds a notice's code, without giving it away: the first letter of the local
 * part and of the domain's first label, then `***`, then the rest of the domain from its last dot
 * ("jane.doe@gmail.com" → "j***@g***.com", "sam@mail.example.co.uk" → "s***@m***.uk"). A domain without a dot
 * keeps only its first letter.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at + 1) : '';
  const dot = domain.lastIndexOf('.');
  const tail = dot > 0 ? domain.slice(dot) : '';
  const first = (text: string) => [...text][0] ?? '';
  return `${first(local)}***@${first(domain)}***${tail}`;
}
