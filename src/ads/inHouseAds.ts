import {translate} from '@docusaurus/Translate';

/** An in-house ad (specification, section 3). `img` is relative to the site's base URL. */
export type InHouseAd = {
  link: string;
  img: string;
  name: string;
  description: string;
  poweredby: string;
  label: string;
};

/** MUI's own ads, shown when the network shows nothing or only its default backer ad. */
export function getInHouseAds(): InHouseAd[] {
  return [
    {
      link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-templates',
      img: 'ads/templates.svg',
      name: 'Premium Templates',
      description: translate({
        id: 'ads.inHouse.templates.description',
        message: 'Start your project with the best templates for admins, dashboards, and more.',
      }),
      poweredby: 'MUI',
      label: 'in-house-templates',
    },
    {
      link: 'https://mui.com/design-kits/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-design-kits',
      img: 'ads/design-kits.svg',
      name: 'Design kits',
      description: translate({
        id: 'ads.inHouse.designKits.description',
        message: 'Figma, Sketch and Adobe XD kits with every MUI component, ready for your designers.',
      }),
      poweredby: 'MUI',
      label: 'in-house-design-kits',
    },
    {
      link: 'https://mui.com/pricing/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-x-pro',
      img: 'ads/x-pro.svg',
      name: 'MUI X Pro',
      description: translate({
        id: 'ads.inHouse.xPro.description',
        message: 'Column pinning, tree data, date range pickers and more: advanced features for complex apps.',
      }),
      poweredby: 'MUI',
      label: 'in-house-x-pro',
    },
    {
      link: 'https://mui.com/toolpad/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-toolpad',
      img: 'ads/toolpad.svg',
      name: 'Toolpad',
      description: translate({
        id: 'ads.inHouse.toolpad.description',
        message: 'Build dashboards and internal tools with MUI components in minutes, not days.',
      }),
      poweredby: 'MUI',
      label: 'in-house-toolpad',
    },
    {
      link: 'https://mui.com/careers/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-careers',
      img: 'ads/careers.svg',
      name: 'MUI is hiring',
      description: translate({
        id: 'ads.inHouse.careers.description',
        message: 'Work remotely on open-source components used by millions of developers.',
      }),
      poweredby: 'MUI',
      label: 'in-house-careers',
    },
  ];
}
