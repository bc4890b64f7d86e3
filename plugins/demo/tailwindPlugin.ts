import tailwindPostcss from '@tailwindcss/postcss';
import type {Plugin} from '@docusaurus/types';

/** Runs Tailwind CSS over the site's stylesheets; only `src/components/Demo/tailwind.css` uses it. */
export default function demoTailwindPlugin(): Plugin {
  return {
    name: 'demo-tailwind',
    configurePostCss(options) {
      options.plugins.push(tailwindPostcss());
      return options;
    },
  };
}
