/**
 * The Markdown toolbar that replaces the seed's rich-text toolbar (mapping in mfe-editor/README.md): headings
 * 1–3, bold, italic, underline, strike, fonts and sizes (classes the article styles), quote, ordered/bullet
 * lists, indent/outdent (list nesting, or indented blocks of levels 1 to 8), link, image, clean, and — in
 * sections only — video. Labels in Spanish; no code-block button (no highlighting).
 */
import {
  bold,
  divider,
  heading1,
  heading2,
  heading3,
  image,
  italic,
  link,
  orderedListCommand,
  quote,
  selectLine,
  selectWord,
  executeCommand,
  strikethrough,
  unorderedListCommand,
  type ICommand,
  type TextAreaTextApi,
  type TextState,
} from '@uiw/react-md-editor/nohighlight';
import { AUTHOR_FONTS, AUTHOR_SIZES, videoEmbedFromPageUrl } from '@ofertas/contracts/rules/author-html-policy';
import { cleanFormatting, indentLines, outdentLines, videoMarkup, withClass } from '../lib/markdown-text';

export const TOOLBAR_MESSAGES = {
  videoPrompt: 'Dirección del vídeo (YouTube o Vimeo):',
  videoRefused: 'Solo se admiten vídeos de YouTube o Vimeo.',
} as const;

/**
 * Spanish name and tooltip. The package's SVG icons carry role="img" without a name: hidden from assistive
 * technology (the button's aria-label names it). A text icon (H1, U, Tx) is part of the name, so what is
 * seen is what a voice user says (WCAG 2.5.3).
 */
function label(command: ICommand, text: string, textIcon?: string): ICommand {
  const name = textIcon === undefined ? text : `${text} — ${textIcon}`;
  return {
    ...command,
    buttonProps: { 'aria-label': name, title: name },
    icon: <span aria-hidden="true">{textIcon ?? command.icon}</span>,
  };
}

/** Replaces the whole lines the selection touches with `transform(lines)`, keeping them selected. */
function onLines(transform: (lines: string) => string) {
  return (state: TextState, api: TextAreaTextApi) => {
    const range = selectLine({ text: state.text, selection: state.selection });
    const selected = api.setSelectionRange(range);
    const next = transform(selected.selectedText);
    api.replaceSelection(next);
    api.setSelectionRange({ start: range.start, end: range.start + next.length });
  };
}

const underline: ICommand = {
  name: 'underline',
  keyCommand: 'underline',
  shortcuts: 'ctrlcmd+u',
  prefix: '<u>',
  suffix: '</u>',
  icon: <span style={{ textDecoration: 'underline', fontWeight: 700 }}>U</span>,
  execute: (state, api) => {
    const range = selectWord({ text: state.text, selection: state.selection, prefix: '<u>', suffix: '</u>' });
    const selected = api.setSelectionRange(range);
    executeCommand({ api, selectedText: selected.selectedText, selection: state.selection, prefix: '<u>', suffix: '</u>' });
  },
};

// Not Tab: Tab leaves the text field (a keyboard user must be able to reach the rest of the form).
const indent: ICommand = { name: 'indent', keyCommand: 'indent', shortcuts: 'ctrlcmd+]', icon: <span>⇥</span>, execute: onLines(indentLines) };
const outdent: ICommand = { name: 'outdent', keyCommand: 'outdent', shortcuts: 'ctrlcmd+[', icon: <span>⇤</span>, execute: onLines(outdentLines) };
const clean: ICommand = { name: 'clean', keyCommand: 'clean', execute: onLines(cleanFormatting) };

/** Wraps the selection (or the word at the cursor) in a span of the article class `className`. */
function classCommand(name: string, className: string): ICommand {
  return {
    name,
    keyCommand: name,
    execute: (state, api) => {
      const range = selectWord({ text: state.text, selection: state.selection, prefix: '', suffix: '' });
      const selected = api.setSelectionRange(range);
      api.replaceSelection(withClass(selected.selectedText, className));
    },
  };
}

/** What each font and size button shows (its name says the rest). */
const CLASS_ICONS: Readonly<Record<string, string>> = { 'font-serif': 'Serif', 'font-sans': 'Sans', 'font-mono': 'Mono', 'size-small': 'A−', 'size-large': 'A+', 'size-huge': 'A++' };
const STYLE_COMMANDS: ICommand[] = [
  ...AUTHOR_FONTS.map((f) => label(classCommand(f.className, f.className), `Fuente ${f.label.toLowerCase()}`, CLASS_ICONS[f.className])),
  ...AUTHOR_SIZES.map((f) => label(classCommand(f.className, f.className), `Tamaño ${f.label.toLowerCase()}`, CLASS_ICONS[f.className])),
];

const video: ICommand = {
  name: 'video',
  keyCommand: 'video',
  icon: <span>▶</span>,
  execute: (_state, api) => {
    const pasted = window.prompt(TOOLBAR_MESSAGES.videoPrompt);
    if (pasted === null || pasted.trim() === '') return;
    if (videoEmbedFromPageUrl(pasted) === null) {
      window.alert(TOOLBAR_MESSAGES.videoRefused);
      return;
    }
    api.replaceSelection(videoMarkup(pasted));
  },
};

const TEXT_COMMANDS: ICommand[] = [
  label(heading1, 'Título 1', 'H1'),
  label(heading2, 'Título 2', 'H2'),
  label(heading3, 'Título 3', 'H3'),
  divider,
  label(bold, 'Negrita'),
  label(italic, 'Cursiva'),
  label(underline, 'Subrayado', 'U'),
  label(strikethrough, 'Tachado'),
  divider,
  ...STYLE_COMMANDS,
  divider,
  label(quote, 'Cita'),
  label(orderedListCommand, 'Lista numerada'),
  label(unorderedListCommand, 'Lista con viñetas'),
  label(indent, 'Aumentar sangría (Ctrl+])'),
  label(outdent, 'Reducir sangría (Ctrl+[)'),
  divider,
  label(link, 'Enlace'),
  label(image, 'Imagen'),
  label(clean, 'Quitar formato', 'Tx'),
];

/** Description: no video (SPEC §2: video in sections only). */
export function toolbarCommands({ allowVideo }: { allowVideo: boolean }): ICommand[] {
  return allowVideo ? [...TEXT_COMMANDS, label(video, 'Vídeo')] : TEXT_COMMANDS;
}
