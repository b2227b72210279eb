/** Downloadable attachments of policy items; the PDFs live in web/public/demo/files/. */
export const FILES = {
  guide: { file_name: '2026年度项目申报指南.pdf', file_href: '/demo/files/application-guide.pdf' },
  form: { file_name: '项目申报书（模板）.pdf', file_href: '/demo/files/application-form.pdf' },
  faq: { file_name: '政策问答与办理流程.pdf', file_href: '/demo/files/policy-faq.pdf' },
} as const;

export type FileKey = keyof typeof FILES;

export type PolicySeed = {
  category: 1 | 2 | 3;
  title: string;
  /** Park time, 'YYYY-MM-DD HH:MM'. */
  release: string;
  summary: string;
  smallTitle: string;
  smallTitle1: string;
  source: string;
  body: string;
  files: FileKey[];
  views: number;
};
