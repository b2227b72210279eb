import { Link } from 'react-router';
import { EmptyState } from '~/components/EmptyState';
import { SEARCH_CATEGORIES } from '~/components/search-target';
import { paths } from '~/config/paths';
import s from './NoHits.module.css';

/** The category's name as /search shows it (政策资讯 when unknown). */
export const categoryLabel = (type: number) => (SEARCH_CATEGORIES.find((c) => c.value === type) ?? SEARCH_CATEGORIES[0]).label;

/**
 * /search found nothing: what was searched for where (没有找到与“芯片”相关的政策资讯), and what to try — other words, or
 * the same words in another category (each a link that searches it). A plain list's '暂无数据' stays as it is.
 */
export function NoHits({ keyword, type }: { keyword: string; type: number }) {
  const others = SEARCH_CATEGORIES.filter((c) => c.value !== type);
  return (
    <EmptyState description={<span role="status">{`没有找到与“${keyword}”相关的${categoryLabel(type)}`}</span>}>
      <p className={s.hint}>请检查关键词是否有误，或换用更简短、更常用的词语再试；也可以在其他分类中搜索：</p>
      <ul className={s.others} aria-label={`在其他分类中搜索“${keyword}”`}>
        {others.map((c) => (
          <li key={c.value}>
            <Link to={paths.lists.search({ type: c.value, keyword })}>{c.label}</Link>
          </li>
        ))}
      </ul>
    </EmptyState>
  );
}
