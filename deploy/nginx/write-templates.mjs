// Writes the generated nginx templates (packages/build-config/nginx-templates.mjs) beside the
// hand-written one: run it after changing the runtime config or the security headers.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { nginxTemplates } from '@island-eats/build-config/nginx-templates';

const folder = path.join(import.meta.dirname, 'templates');
for (const [name, text] of Object.entries(nginxTemplates())) {
  writeFileSync(path.join(folder, name), text);
  console.log(`wrote ${path.relative(process.cwd(), path.join(folder, name))}`);
}
