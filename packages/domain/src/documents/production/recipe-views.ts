import { defineView } from '../views.ts';
import { recipe } from './recipe.doc.ts';

/**
 * The four recipe screens of SPEC §2: one declaration, each screen fixed on a scale and a purpose,
 * listing the latest version of each code (the detail lists every version).
 */
const view = (title: string, screen: string, scale: 'PILOT' | 'FULL', purpose: 'RESEARCH' | 'MANUFACTURE') =>
  defineView(recipe, {
    title,
    screen,
    detail: `${screen}/detail`,
    fixed: { scale, purpose, latest: 'true' },
  });

export const pilotResearchRecipe = view('中试研发配方', '/pilotscale-research-recipe', 'PILOT', 'RESEARCH');
export const fullResearchRecipe = view('大试研发配方', '/fullscale-research-recipe', 'FULL', 'RESEARCH');
export const pilotManufactureRecipe = view(
  '中试生产配方',
  '/pilotscale-manufacture-recipe',
  'PILOT',
  'MANUFACTURE',
);
export const fullManufactureRecipe = view(
  '大试生产配方',
  '/fullscale-manufacture-recipe',
  'FULL',
  'MANUFACTURE',
);

export const recipeViews = [
  pilotResearchRecipe,
  fullResearchRecipe,
  pilotManufactureRecipe,
  fullManufactureRecipe,
];
