import * as fs from 'node:fs';
import * as path from 'node:path';

test('the favicon data URL holds no raw space (an invalid URL in every page)', () => {
  const html = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8');
  const href = /<link rel="icon" href="([^"]*)"/.exec(html)?.[1];
  expect(href).toMatch(/^data:image\/svg\+xml,/);
  expect(href).not.toMatch(/\s/);
  expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length))).toContain("<svg xmlns='http://www.w3.org/2000/svg'");
});
