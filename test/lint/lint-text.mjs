/**
 * Lints in-memory sources with the project's eslint.config.mjs, through ESLint's Node API: a JSON list of
 * `{ code, filePath }` on stdin, for each the rule ids, messages and lines it raised on stdout. It runs as its own
 * process because ESLint loads the flat config with `import()`, which jest's module sandbox refuses.
 */
import { ESLint } from 'eslint';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { code, filePath } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(
    result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message, line: m.line, fatal: m.fatal === true })),
  );
}
process.stdout.write(JSON.stringify(results));
