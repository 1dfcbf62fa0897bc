// Writes the generated nginx templates (nginx-templates.ts) beside the hand-written one, and
// deletes generated ones it no longer makes (nginx's image would render and load a stale one):
// run it after changing the security headers, `node --import tsx deploy/nginx/write-templates.mjs`.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED, nginxTemplates } from './nginx-templates.ts';

const folder = path.join(import.meta.dirname, 'templates');
const templates = nginxTemplates();
for (const name of readdirSync(folder)) {
  const file = path.join(folder, name);
  if (!(name in templates) && readFileSync(file, 'utf8').startsWith(GENERATED)) {
    rmSync(file);
    console.log(`deleted ${path.relative(process.cwd(), file)}`);
  }
}
for (const [name, text] of Object.entries(templates)) {
  writeFileSync(path.join(folder, name), text);
  console.log(`wrote ${path.relative(process.cwd(), path.join(folder, name))}`);
}
