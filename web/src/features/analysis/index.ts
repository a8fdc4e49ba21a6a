export { productBenchmarksEndpoint } from './api/get-product-benchmarks';
export { productDetailsEndpoint } from './api/get-product-details';
export { AnalysisPage, type AnalysisTab, type AnalysisTabLink } from './components/analysis-page';
export { EmbeddedAnalysis } from './components/embeds/embedded-analysis';
export { SignInPrompt } from './components/sign-in-prompt';
export { SinceLaunchAnalysis } from './components/use-case/since-launch-analysis';
