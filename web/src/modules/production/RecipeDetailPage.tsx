import { recipe, recipeViews, viewDeclaration } from '@tiangong/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type DetailPanelProps, DocumentDetailPage } from '../../documents/DocumentDetailPage';
import { RecipeVersions } from './RecipeVersions';

// One declaration per view, made once, so moving between versions never remounts the page.
const shown = new Map(recipeViews.map((view) => [view.detail, { view, def: viewDeclaration(recipe, view) }]));

/**
 * The detail of the four recipe screens (中试 / 大试 × 研发 / 生产): the generic detail of the view,
 * with the recipe's versions and 版本对比 below it. A recipe opened under another screen's path
 * (after 修改, a link from elsewhere) moves to its own screen's detail.
 */
export default function RecipeDetailPage() {
  const { pathname } = useLocation();
  const entry = shown.get(pathname) ?? shown.get(recipeViews[0].detail)!;
  return <DocumentDetailPage def={entry.def} panel={RecipePanel} />;
}

function RecipePanel(props: DetailPanelProps) {
  const { row } = props;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const own = recipeViews.find((v) => v.fixed.scale === row.scale && v.fixed.purpose === row.purpose);
  useEffect(() => {
    if (own && own.detail !== pathname) navigate(`${own.detail}${search}`, { replace: true });
  }, [own, pathname, search, navigate]);
  return <RecipeVersions {...props} />;
}
