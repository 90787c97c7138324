import { ListPage } from './ListPage';

export default function CategoryPage() {
  return <ListPage kind="category" />;
}
