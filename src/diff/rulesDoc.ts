import { NEW_TOOL_KINDS } from '../risk/newTool.js';
import { RESTRUCTURED_KIND } from '../risk/restructured.js';
import { ACTING_NAME_VERBS } from '../risk/vocabulary.js';
import { PARAMETER_CLASSES, type ParameterClass } from '../risk/parameterClasses.js';
import type { RuleDefinition } from './types.js';

/** Escapes a table cell: pipes would split the cell, newlines would end the row. */
function cell(text: string): string {
  return text.replaceAll('\\', '\\\\').replaceAll('|', '\\|').replaceAll(/\r?\n/g, ' ');
}

/** docs/RULES.md, generated from the catalogue (test/diff/rulesDoc.test.ts keeps the file in sync). */
export function renderRulesDoc(rules: readonly RuleDefinition[], classes: readonly ParameterClass[] = PARAMETER_CLASSES): string {
  const lines = [
    '# Rules',
    '',
    '<!-- Generated from src/diff/catalogue.ts by scripts/gen-rules-doc.mjs; do not edit by hand. -->',
    '',
    'Every change mcp-drift-gate reports carries one of these rule ids. Severities are defaults:',
    '`.mcp-drift-gate.yml` can override them by rule id or kind (`severityOverrides`),',
    'soften them with enforcement modes, or accept single changes by fingerprint.',
    'Severity order: critical > warning > info > safe.',
    '',
    '| Rule id | Kind | Default severity | Direction | Description | Example |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rules.map((r) =>
      `| \`${r.id}\` | \`${r.kind}\` | ${r.defaultSeverity} | ${r.direction} | ${cell(r.description)} | ${cell(r.example)} |`),
    '',
    ...(classes.length === 0 ? [] : [
      '## Parameter classes',
      '',
      'What an input parameter grants, from src/risk/parameterClasses.ts. A new or loosened parameter in one of these',
      'classes keeps its input rule critical; each such change records a `parameter` trigger with the class, the tokens',
      'that placed it there and where they were seen (`name`, `description`, `shape`, `enum`, `default`, `format`, `tool`).',
      'A class never fires on one ambiguous word alone.',
      '',
      ...classes.flatMap((c) => [`- **\`${c.id}\`** (${c.title}): ${c.reason}.`, `  Recognised by: ${c.evidence}.`]),
      '',
    ]),
    '## New tools',
    '',
    '`tool_added` is critical unless the new definition shows the tool grows nothing (src/risk/newTool.ts). Two kinds',
    'are a warning whose reason says which; text signals in the new definition still make it critical. A name with an',
    `acting verb (${[...ACTING_NAME_VERBS].join(', ')}, or any write or destructive verb) is never either kind, but for a`,
    'merge of removed readers whose names held that verb (src/risk/restructured.ts).',
    '',
    ...[...NEW_TOOL_KINDS, RESTRUCTURED_KIND].map((k) => `- **\`${k.id}\`** (${k.title}): ${k.evidence}.`),
    '',
  ];
  return lines.join('\n');
}
