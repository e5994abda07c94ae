import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../shared/constants';

/** Sets the tab title to « <page> — Popote ». */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const title = t('documentTitle', { title: pageTitle, productName: PRODUCT_NAME });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
