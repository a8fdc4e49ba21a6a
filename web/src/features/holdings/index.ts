export { HoldingsOverview } from './components/holdings-overview';
