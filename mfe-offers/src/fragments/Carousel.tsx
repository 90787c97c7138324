/** `./Carousel` expose: the related-offers carousel for any search (typed in contracts/src/fragments.ts). */
export { default } from '../components/Carousel';
