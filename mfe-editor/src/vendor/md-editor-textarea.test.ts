import * as fs from 'node:fs';
import * as path from 'node:path';

test("the editor's text area CSS uses valid values only (no 'word-wrap: pre')", () => {
  const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\n\s*\n/g, '\n').trim();
  const rules = withoutComments(fs.readFileSync(path.join(__dirname, 'md-editor-textarea.css'), 'utf8'));
  expect(rules).not.toMatch(/word-wrap:\s*pre/);
  expect(rules).toContain('overflow-wrap: break-word');
  // The same rules as the package's file otherwise.
  const original = fs.readFileSync(path.join(__dirname, '../../../node_modules/@uiw/react-md-editor/esm/components/TextArea/index.css'), 'utf8');
  expect(rules).toBe(withoutComments(original.replace('word-wrap: pre;', 'overflow-wrap: break-word;')));
});
