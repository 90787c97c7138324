/**
 * The server's reason for a refused write, as the author reads it: a 400's issues carry contracts' Spanish
 * messages (each names its field), placed by section or tag number; other answers keep their message, with a
 * leading field key ('image: …') put in Spanish.
 */
import { BLOG_FIELD_LABELS } from '@ofertas/contracts/blog';
import type { ApiIssue } from '../api/http';
import { UI } from './messages';

const FIELD_NAMES: Readonly<Record<string, string>> = {
  title: BLOG_FIELD_LABELS.title,
  slug: BLOG_FIELD_LABELS.slug,
  description: BLOG_FIELD_LABELS.description,
  category: BLOG_FIELD_LABELS.category,
  image: BLOG_FIELD_LABELS.image,
  content: BLOG_FIELD_LABELS.sections,
  tags: BLOG_FIELD_LABELS.tags,
  keySearch: BLOG_FIELD_LABELS.keySearch,
};

function issueText({ path, message }: ApiIssue): string {
  const [field, index] = path.split('.');
  const n = Number(index) + 1;
  if (!Number.isInteger(n)) return message;
  if (field === 'content') return `${message} (${UI.issueInSection(n)})`;
  if (field === 'tags') return `${message} (${UI.issueInTag(n)})`;
  return message;
}

export function serverReason(message: string, issues: readonly ApiIssue[]): string {
  if (issues.length > 0) return issues.map(issueText).join('; ');
  return message.replace(/^(\w+): /, (whole, key: string) => (FIELD_NAMES[key] ? `${FIELD_NAMES[key]}: ` : whole));
}
