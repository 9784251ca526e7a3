/** Recipients typed into one field, separated by commas, semicolons or new lines. */
export function parseRecipients(input: string): string[] {
  return input
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
