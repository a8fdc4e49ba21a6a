export { productBenchmarksEndpoint } from './api/get-product-benchmarks';
export { productDetailsEndpoint } from './api/get-product-details';
export { AnalysisPage, type AnalysisTab, type AnalysisTabLink } from './components/analysis-page';
export { SignInPrompt } from './components/sign-in-prompt';
