import { Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import {
  cleanLocalized,
  contactsIssues,
  detailsIssues,
  keyCharacteristicsIssues,
  type ContactInput,
  type DetailInput,
  type KeyCharacteristicInput,
  type Language,
  type LocalizedText,
  type ProductConfig,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { MediaUploadField } from '../../../../components/media-upload-field';
import { localized } from '../../../../lib/localized';
import { IconSelect } from './icon-select';
import { ListTab } from './list-tab';
import { LocalizedInput } from './localized-input';

/** A required text as stored: the form checked it is given in every language. */
const requiredText = (text: LocalizedText | undefined, langs: readonly Language[]): LocalizedText =>
  cleanLocalized(text, langs) ?? { en: '' };

const rowTitle = (text: LocalizedText | undefined, lang: Language, fallback: string) =>
  localized(text, lang).trim() || fallback;

/** Admin → Products → Details: key/value rows, shown on the factsheet or not, in the readers' order. */
export function DetailsTab({ product }: { product: ProductConfig }) {
  const { t } = useTranslation('productContent');
  return (
    <ListTab<DetailInput>
      product={product}
      field="details"
      initial={() =>
        [...product.details]
          .sort((a, b) => a.order - b.order)
          .map((d) => ({ key: d.key, value: d.value, showOnFactsheet: d.showOnFactsheet }))
      }
      blank={() => ({ key: undefined, value: undefined, showOnFactsheet: true })}
      issuesOf={detailsIssues}
      toStored={(rows, langs) =>
        rows.map((r, order) => ({
          key: requiredText(r.key, langs),
          value: requiredText(r.value, langs),
          showOnFactsheet: r.showOnFactsheet,
          order,
        }))
      }
      title={(row, index, lang) => rowTitle(row.key, lang, t('details.untitled', { number: index + 1 }))}
      fields={(row, update, lang) => (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <LocalizedInput
              label={t('fields.key')}
              required
              value={row.key}
              lang={lang}
              onChange={(key) => {
                update({ ...row, key });
              }}
            />
            <LocalizedInput
              label={t('fields.value')}
              required
              value={row.value}
              lang={lang}
              onChange={(value) => {
                update({ ...row, value });
              }}
            />
          </SimpleGrid>
          <Checkbox
            label={t('fields.showOnFactsheet')}
            checked={row.showOnFactsheet}
            onChange={(e) => {
              update({ ...row, showOnFactsheet: e.currentTarget.checked });
            }}
          />
        </>
      )}
      intro={t('details.intro')}
      addLabel={t('details.add')}
      empty={t('details.empty')}
    />
  );
}

/** Admin → Products → Key characteristics: icon, header and paragraph cards. */
export function KeyCharacteristicsTab({ product }: { product: ProductConfig }) {
  const { t } = useTranslation('productContent');
  return (
    <ListTab<KeyCharacteristicInput>
      product={product}
      field="keyCharacteristics"
      initial={() => product.keyCharacteristics.map((k) => ({ ...k }))}
      blank={() => ({ icon: '', header: undefined, paragraph: undefined })}
      issuesOf={keyCharacteristicsIssues}
      toStored={(rows, langs) =>
        rows.map((r) => ({
          icon: r.icon,
          header: requiredText(r.header, langs),
          paragraph: requiredText(r.paragraph, langs),
        }))
      }
      title={(row, index, lang) =>
        rowTitle(row.header, lang, t('keyCharacteristics.untitled', { number: index + 1 }))
      }
      fields={(row, update, lang) => (
        <>
          <IconSelect
            label={t('fields.icon')}
            required
            value={row.icon}
            onChange={(icon) => {
              update({ ...row, icon });
            }}
          />
          <LocalizedInput
            label={t('fields.header')}
            required
            value={row.header}
            lang={lang}
            onChange={(header) => {
              update({ ...row, header: header });
            }}
          />
          <LocalizedInput
            label={t('fields.paragraph')}
            required
            multiline
            value={row.paragraph}
            lang={lang}
            onChange={(paragraph) => {
              update({ ...row, paragraph: paragraph });
            }}
          />
        </>
      )}
      intro={t('keyCharacteristics.intro')}
      addLabel={t('keyCharacteristics.add')}
      empty={t('keyCharacteristics.empty')}
    />
  );
}

/** Admin → Products → Contacts: the people readers may contact about the product. */
export function ContactsTab({ product }: { product: ProductConfig }) {
  const { t } = useTranslation('productContent');
  return (
    <ListTab<ContactInput>
      product={product}
      field="contacts"
      initial={() =>
        product.contacts.map((c) => ({
          name: c.name,
          role: c.role,
          email: c.email ?? '',
          phone: c.phone ?? '',
          image: c.image ?? null,
          additionalText: c.additionalText,
        }))
      }
      blank={() => ({
        name: '',
        role: undefined,
        email: '',
        phone: '',
        image: null,
        additionalText: undefined,
      })}
      issuesOf={contactsIssues}
      toStored={(rows, langs) =>
        rows.map((r) => {
          const role = cleanLocalized(r.role, langs);
          const additionalText = cleanLocalized(r.additionalText, langs);
          return {
            name: r.name.trim(),
            ...(role ? { role } : {}),
            ...(r.email.trim() ? { email: r.email.trim() } : {}),
            ...(r.phone.trim() ? { phone: r.phone.trim() } : {}),
            ...(r.image ? { image: r.image } : {}),
            ...(additionalText ? { additionalText } : {}),
          };
        })
      }
      title={(row, index) => row.name.trim() || t('contacts.untitled', { number: index + 1 })}
      fields={(row, update, lang) => (
        <>
          <Group align="flex-start" gap="lg" wrap="nowrap">
            <MediaUploadField
              productId={product.productId}
              value={row.image}
              onChange={(image) => {
                update({ ...row, image });
              }}
              kind="image"
              shape="square"
              label={t('fields.image')}
              description={t('contacts.imageHint')}
              data-testid="contact-photo"
            />
            <SimpleGrid cols={{ base: 1, md: 2 }} style={{ flex: 1 }}>
              <TextInput
                label={t('fields.name')}
                required
                value={row.name}
                onChange={(e) => {
                  update({ ...row, name: e.currentTarget.value });
                }}
              />
              <LocalizedInput
                label={t('fields.role')}
                value={row.role}
                lang={lang}
                onChange={(role) => {
                  update({ ...row, role: role });
                }}
              />
              <TextInput
                label={t('fields.email')}
                type="email"
                value={row.email}
                onChange={(e) => {
                  update({ ...row, email: e.currentTarget.value });
                }}
              />
              <TextInput
                label={t('fields.phone')}
                type="tel"
                placeholder="+41 44 000 00 00"
                value={row.phone}
                onChange={(e) => {
                  update({ ...row, phone: e.currentTarget.value });
                }}
              />
            </SimpleGrid>
          </Group>
          <LocalizedInput
            label={t('fields.additionalText')}
            multiline
            value={row.additionalText}
            lang={lang}
            onChange={(additionalText) => {
              update({ ...row, additionalText: additionalText });
            }}
          />
        </>
      )}
      intro={t('contacts.intro')}
      addLabel={t('contacts.add')}
      empty={t('contacts.empty')}
    />
  );
}
