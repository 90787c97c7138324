import { ListPage } from './ListPage';

export default function BrandPage() {
  return <ListPage kind="brand" />;
}
