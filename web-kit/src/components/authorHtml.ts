import s from './AuthorHtml.module.css';

/** The class that styles the toolbar's classes (indent, fonts, sizes) inside an element holding author HTML. */
export const AUTHOR_HTML_CLASS: string = s.authorHtml ?? 'authorHtml';
