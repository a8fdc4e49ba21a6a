export { HomeHero } from './components/home-hero';
export { HomeProducts } from './components/home-products';
