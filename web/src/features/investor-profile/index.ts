export { InvestorProfilePage } from './components/investor-profile-page';
export { UnauthorizedInvestorProfile } from './components/unauthorized-investor-profile';
