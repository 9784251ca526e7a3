import { relative } from 'node:path';
import { markdownToMdast, type MdastNode } from 'satteri';
import { readContentFile } from '../lib/content-file';

/** An HTML comment alone (a note to the next editor), which is never shown and runs nothing. */
const LONE_COMMENT = /^<!--(?:(?!-->)[\s\S])*-->$/;

/** HTML written into a Markdown body, with its line in the file. */
export interface BodyHtml {
  line: number;
  html: string;
}

/**
 * The HTML a Markdown body holds, which the build refuses: a body is published as Markdown only. The
 * site's policy would block a script or an event handler in it, but only where the policy is served
 * whole; on a host that drops the headers, or with the policy loosened, such HTML would run. Code in a
 * code block or between backticks is text, not HTML. `firstLine` is the body's line in its file.
 */
export function htmlInMarkdown(body: string, firstLine = 1): BodyHtml[] {
  const found: BodyHtml[] = [];
  const visit = (node: MdastNode) => {
    if (node.type === 'html' && 'value' in node) {
      const html = node.value.trim();
      if (!LONE_COMMENT.test(html)) found.push({ line: (node.position?.start.line ?? 1) + firstLine - 1, html });
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(markdownToMdast(body));
  return found;
}

/** What the build says of a body's HTML: where it is, and what to write instead. */
export const bodyHtmlMessage = (file: string, found: BodyHtml[]): string =>
  `${file}: HTML is not published from Markdown (${found
    .map(({ line, html }) => `line ${line}: ${html.length > 80 ? `${html.slice(0, 80)}…` : html}`)
    .join(
      '; ',
    )}). Write it as Markdown (**bold**, [a link](/pricing), ![an image](./images/photo.jpg)), or put code between backticks.`;

/** A Markdown file whose body holds HTML stops the build, naming the file and each line. */
export function refuseBodyHtml(filePath: string): void {
  const { text, body = '' } = readContentFile(filePath);
  const at = text.lastIndexOf(body);
  const found = htmlInMarkdown(body, at > 0 ? text.slice(0, at).split('\n').length : 1);
  if (found.length > 0) throw new Error(bodyHtmlMessage(relative(process.cwd(), filePath), found));
}
