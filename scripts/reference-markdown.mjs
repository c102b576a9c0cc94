// The Markdown helpers of the generated references (scripts/reference.mjs, scripts/sdk-reference.mjs):
// JSDoc text as paragraphs, table cells, code spans and tables.

/** JSDoc text as Markdown: lines of one paragraph joined, paragraphs and list items kept. */
export function prose(text) {
  return (text ?? '')
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .reduce(
          (out, line) =>
            /^[-*] |^\d+\. /.test(line) && out ? `${out}\n${line}` : out ? `${out} ${line}` : line,
          '',
        ),
    )
    .join('\n\n');
}

/** Text for one table cell. */
export const cell = (text) => prose(text).replace(/\n+/g, ' ') || ' ';
export const code = (text) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);
/** A one-line form of type text written over several lines. */
export const oneLine = (text) =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\{ /g, '{ ')
    .replace(/;\s*}/g, ' }')
    .replace(/,\s*([)\]}>])/g, '$1');

export function table(head, rows) {
  if (!rows.length) return '';
  // A `|` inside a cell, code spans included, must be escaped in a GitHub table.
  const escape = (text) => text.replace(/(?<!\\)\|/g, '\\|');
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}
