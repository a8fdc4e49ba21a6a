import { useParams } from 'react-router';
import {
  isTermSlug,
  KnowledgeBaseIndex,
  KnowledgeBaseTerm,
  KnowledgeBaseTermNotFound,
} from '../../features/help';

export function KnowledgeBaseRoute() {
  return <KnowledgeBaseIndex />;
}

export function KnowledgeBaseTermRoute() {
  const { term } = useParams();
  return isTermSlug(term) ? <KnowledgeBaseTerm slug={term} /> : <KnowledgeBaseTermNotFound />;
}
