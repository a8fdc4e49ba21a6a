import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { HomeHero, HomeProducts } from '../../features/home';
import { useCatalogue, useKeyNumbers } from '../../features/products';
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
