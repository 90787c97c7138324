import { ListPage } from './ListPage';

export default function OffersListPage() {
  return <ListPage kind="search" />;
}
