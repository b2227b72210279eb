/** Service enums with their Chinese labels; no zod here, so any page may import them cheaply. */

/** Start-up service types (spec §2 start-up list tabs); 0 means all. */
export const STARTUP_TYPES = [
  { value: 0, label: '全部' },
  { value: 1, label: '工商注册与财税' },
  { value: 2, label: '知识产权' },
  { value: 3, label: '政策服务' },
] as const;
