import { writeFileSync } from 'node:fs';
import { copyProject } from './project-copy.ts';
import { writeGeneratedEntries } from './generated-content.ts';
const p = copyProject('w1000-');
writeGeneratedEntries(p, { posts: 1000 });
for (const pass of ['cold', 'warm', 'warm2']) {
  const t = performance.now();
  const r = p.build({ search: true, timeout: 600000 });
  console.log(pass, r.status, Math.round(performance.now() - t));
  writeFileSync(`/tmp/w1000-${pass}.log`, r.output);
}
console.log(p.dir);
