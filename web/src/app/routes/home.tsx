import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { HomeHero } from '../../features/home/components/home-hero';
import { HomeProducts } from '../../features/home/components/home-products';
import { useKeyNumbers } from '../../features/products/api/get-key-numbers';
import { useCatalogue } from '../../features/products/api/get-products';
import { tenant } from '../../lib/tenant';

export function HomeRoute() {
  useDocumentTitle(tenant.orgName);
  const catalogue = useCatalogue();
  const keyNumbers = useKeyNumbers(
    catalogue.listed.map((p) => p.productId),
    catalogue.listed.map((p) => p.inceptionDate),
  );
  return (
    <>
      <HomeHero />
      <Container size="lg" py="xl" w="100%">
        <HomeProducts status={catalogue.status} products={catalogue.listed} keyNumbers={keyNumbers} />
      </Container>
    </>
  );
}
