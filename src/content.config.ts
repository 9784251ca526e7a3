/**
 * The contract between content/ (what marketers edit) and the pages: one schema module per
 * content/ folder in src/schemas/, assembled here. A collection is named after its folder in
 * content/, written as the folder is (products, solution-pages, press-coverage); where a folder
 * holds several collections, one made of a single YAML file is named after that file, without
 * .yaml (pricing/pay-as-you-go.yaml is pay-as-you-go, changelog/page.yaml is page), and one
 * made of the folder's Markdown files keeps the folder's name (blog, changelog, developers).
 * A file that breaks its schema fails the build, naming the file and the field. Which collections
 * are translated is declared in src/i18n/content-languages.ts; inLanguages() reads their translations.
 */
import { inLanguages } from './loaders/languages';
import { accountCollections } from './schemas/account';
import { blogAndPressCollections } from './schemas/blog-and-press';
import { catalogueCollections } from './schemas/catalogue';
import { developersCollections } from './schemas/developers';
import { llmsCollections } from './schemas/llms';
import { changelogCollections } from './schemas/changelog';
import { statusCollections } from './schemas/status';
import { trustCollections } from './schemas/trust';
import { formsCollections } from './schemas/forms';
import { pagesCollections } from './schemas/pages';
import { pricingCollections } from './schemas/pricing';
import { siteCollections } from './schemas/site';

export const collections = inLanguages({
  ...siteCollections,
  ...catalogueCollections,
  ...pricingCollections,
  ...blogAndPressCollections,
  ...pagesCollections,
  ...accountCollections,
  ...developersCollections,
  ...llmsCollections,
  ...changelogCollections,
  ...trustCollections,
  ...statusCollections,
  ...formsCollections,
});
