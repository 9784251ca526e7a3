/**
 * An llms.txt file (llmstxt.org): an H1 with the name, a blockquote summary, optional
 * detail paragraphs, then H2 sections of links, each `- [title](url): description`.
 */

export interface LlmsLink {
  title: string;
  url: string;
  description?: string | undefined;
}

export interface LlmsSection {
  heading: string;
  links: LlmsLink[];
}

export interface LlmsFile {
  title: string;
  summary: string;
  details?: string | undefined;
  sections: LlmsSection[];
}

/** One line of Markdown text: runs of white space, newlines included, become one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The first sentence of a text, for a one-line description. */
export function firstSentence(text: string): string {
  const line = oneLine(text);
  return /^.*?[.!?](?=\s|$)/.exec(line)?.[0] ?? line;
}

const linkText = (text: string) => oneLine(text).replace(/[[\]\\]/g, '\\$&');
/** Parentheses and spaces would end a Markdown link target. */
const linkUrl = (url: string) =>
  url.replace(/[()\s]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

export function llmsTxt(file: LlmsFile): string {
  const parts = [`# ${oneLine(file.title)}`, `> ${oneLine(file.summary)}`];
  if (file.details) parts.push(file.details.trim());
  for (const section of file.sections) {
    if (section.links.length === 0) continue;
    const links = section.links.map(
      ({ title, url, description }) =>
        `- [${linkText(title)}](${linkUrl(url)})${description ? `: ${oneLine(description)}` : ''}`,
    );
    parts.push(`## ${oneLine(section.heading)}\n\n${links.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}
