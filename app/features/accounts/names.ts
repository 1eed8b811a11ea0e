/**
 * The name to greet someone by: the first word of the name they gave ("Eva" of "Eva Smit-de Boer").
 * A greeting with the full name reads like a letter from an office; the account keeps the full name
 * for everything else (a coach's agenda, mail headers).
 */
export function firstName(name: string): string {
  const [first] = name.trim().split(/\s+/u);
  return first ?? "";
}
