/**
 * One Markdown field (description or a section's text): @uiw/react-md-editor without highlighting (its
 * `nohighlight` entry: no Prism in the bundle), our toolbar, and a preview rendered by ../lib/author-preview
 * with the server's allow-list instead of the package's own renderer.
 */
import { useMemo } from 'react';
import { AUTHOR_HTML_CLASS, useMediaQuery } from '@ofertas/web-kit';
import MDEditor, { codeEdit, codeLive, codePreview, type ICommand } from '@uiw/react-md-editor/nohighlight';
import { renderAuthorPreview } from '../lib/author-preview';
import { toolbarCommands } from './toolbar';
import s from './MarkdownField.module.css';

const VIEW_COMMANDS: ICommand[] = [
  { ...codeEdit, buttonProps: { 'aria-label': 'Solo texto', title: 'Solo texto' } },
  { ...codeLive, buttonProps: { 'aria-label': 'Texto y vista previa', title: 'Texto y vista previa' } },
  { ...codePreview, buttonProps: { 'aria-label': 'Solo vista previa', title: 'Solo vista previa' } },
];

function Preview({ source, allowVideo }: { source: string; allowVideo: boolean }) {
  const html = useMemo(() => renderAuthorPreview(source, { allowVideo }), [source, allowVideo]);
  // Sanitised just above with the server's allow-list (see ../lib/author-preview.ts).
  return <div className={`${s.preview} ${AUTHOR_HTML_CLASS}`} data-testid="vista-previa" dangerouslySetInnerHTML={{ __html: html }} />;
}

export interface MarkdownFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  allowVideo: boolean;
  height?: number;
  error?: string;
}

/** Below this width text and preview side by side are too narrow to read: text only, preview one click away. */
const SPLIT_QUERY = '(min-width: 760px)';

export function MarkdownField({ id, label, value, onChange, onBlur, allowVideo, height = 260, error }: MarkdownFieldProps) {
  const commands = useMemo(() => toolbarCommands({ allowVideo }), [allowVideo]);
  const wide = useMediaQuery(SPLIT_QUERY);
  return (
    <div className={s.field} data-color-mode="light">
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      <MDEditor
        value={value}
        onChange={(next) => onChange(next ?? '')}
        commands={commands}
        extraCommands={VIEW_COMMANDS}
        highlightEnable={false}
        preview={wide ? 'live' : 'edit'}
        height={height}
        visibleDragbar
        // The package's default makes Tab insert spaces, a keyboard trap (WCAG 2.1.2): Tab and Shift+Tab move focus
        // on; indenting is the toolbar's 'Aumentar / Reducir sangría' (Ctrl+] / Ctrl+[).
        defaultTabEnable
        textareaProps={{
          id,
          onBlur,
          spellCheck: true,
          lang: 'es',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        }}
        components={{ preview: (source) => <Preview source={source} allowVideo={allowVideo} /> }}
      />
      {error ? (
        <p id={`${id}-error`} className={s.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
