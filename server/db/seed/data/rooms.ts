export type RoomKind = 'office' | 'incubator' | 'lab' | 'plant' | 'desk';

export type RoomSeed = {
  number: string;
  title: string;
  kind: RoomKind;
  area: number;
  work: number;
  /** Asking rent, yuan per square metre per day (a desk: yuan per month). */
  rate: number;
  highlights: string[];
};

/** Pictures per kind of space, in web/public/demo/rooms/. */
export const ROOM_IMAGES: Record<RoomKind, string[]> = {
  office: ['/demo/rooms/office-1.svg', '/demo/rooms/office-2.svg', '/demo/rooms/office-3.svg'],
  incubator: ['/demo/rooms/incubator-1.svg'],
  lab: ['/demo/rooms/lab-1.svg'],
  plant: ['/demo/rooms/plant-1.svg'],
  desk: ['/demo/rooms/desk-1.svg'],
};

export const PROPERTY_FEE_PER_M2 = 450; // fen per square metre per month

/** Spaces offered for lease; the first fourteen are vacant, the rest are let to seeded companies. */
export const ROOMS: RoomSeed[] = [
  { number: 'A座-1203', title: '南向精装办公室 近地铁 可拎包入驻', kind: 'office', area: 128.5, work: 16, rate: 3.0,
    highlights: ['南向采光，可远眺江景', '精装修交付，含办公家具', '距地铁站步行约5分钟'] },
  { number: 'A座-1506', title: '小面积精装办公室 适合初创团队', kind: 'office', area: 86, work: 10, rate: 3.0,
    highlights: ['一间独立办公室加开放办公区', '中央空调，独立计量', '共享楼层会议室'] },
  { number: 'A座-0802', title: '两百平米标准办公室 双面采光', kind: 'office', area: 215.3, work: 28, rate: 2.8,
    highlights: ['双面采光，通透明亮', '可分隔两间独立办公室', '楼层配备茶水间'] },
  { number: 'A座-2001', title: '高区半层办公 适合成长型企业', kind: 'office', area: 420, work: 55, rate: 3.2,
    highlights: ['高区视野开阔', '可按需定制装修方案', '赠送两个地下车位使用权'] },
  { number: 'A座-1810', title: '精装办公室 带独立会议室', kind: 'office', area: 182, work: 22, rate: 3.0,
    highlights: ['含一间10人会议室', '前台接待区独立', '网络已预埋到位'] },
  { number: 'B座-0305', title: '孵化器独立办公间 第一年免租', kind: 'incubator', area: 45, work: 6, rate: 1.8,
    highlights: ['在孵企业第一年免收房租', '共享前台、会议室与路演厅', '免费工商注册与代理记账'] },
  { number: 'B座-0312', title: '孵化器独立办公间 带储物柜', kind: 'incubator', area: 52.6, work: 7, rate: 1.8,
    highlights: ['独立门禁', '配备储物柜和白板墙', '共享茶歇区'] },
  { number: 'B座-0418', title: '孵化器小型办公间 适合三到五人团队', kind: 'incubator', area: 38, work: 5, rate: 1.8,
    highlights: ['拎包入驻', '免费使用公共会议室', '创业导师定期辅导'] },
  { number: 'B座-0620', title: '加速器办公室 适合二十人团队', kind: 'office', area: 160, work: 20, rate: 2.4,
    highlights: ['面向孵化毕业企业', '租金享受三年阶梯优惠', '配套产业服务'] },
  { number: 'C座-0101', title: '一楼研发实验用房 层高5.2米', kind: 'lab', area: 300, work: 24, rate: 2.6,
    highlights: ['层高5.2米，楼板承重800公斤/平方米', '预留排风与纯水管道', '可办理实验室环评'] },
  { number: 'C座-0503', title: '研发办公一体空间', kind: 'office', area: 236.8, work: 30, rate: 2.6,
    highlights: ['研发区与办公区可灵活分隔', '独立强弱电间', '货梯直达'] },
  { number: 'C座-1108', title: '百平方米精装办公室', kind: 'office', area: 98.4, work: 12, rate: 2.6,
    highlights: ['精装修', '东南朝向', '楼层配备共享会议室'] },
  { number: 'D座-0201', title: '标准化研发厂房 可承接中试生产', kind: 'plant', area: 680, work: 40, rate: 1.5,
    highlights: ['层高6米，配备3吨货梯', '双回路供电', '适合智能制造与中试生产'] },
  { number: '众创空间-F12', title: '众创空间开放工位 按月租用', kind: 'desk', area: 6, work: 1, rate: 800,
    highlights: ['按月租用，灵活进退', '可注册办公地址', '共享打印、会议与休闲空间'] },
  { number: 'A座-1601', title: '精装办公室', kind: 'office', area: 356, work: 45, rate: 3.0, highlights: ['整层东区', '精装修'] },
  { number: 'A座-1602', title: '精装办公室', kind: 'office', area: 142, work: 18, rate: 3.0, highlights: ['南向', '精装修'] },
  { number: 'A座-0905', title: '标准办公室', kind: 'office', area: 168, work: 21, rate: 2.8, highlights: ['双面采光'] },
  { number: 'A座-1102', title: '标准办公室', kind: 'office', area: 205, work: 26, rate: 2.8, highlights: ['近电梯厅'] },
  { number: 'B座-0308', title: '孵化器独立办公间', kind: 'incubator', area: 48, work: 6, rate: 1.8, highlights: ['在孵企业专享'] },
  { number: 'B座-0410', title: '孵化器独立办公间', kind: 'incubator', area: 55, work: 7, rate: 1.8, highlights: ['在孵企业专享'] },
  { number: 'B座-0702', title: '加速器办公室', kind: 'office', area: 220, work: 28, rate: 2.4, highlights: ['阶梯租金优惠'] },
  { number: 'B座-0805', title: '加速器办公室', kind: 'office', area: 186, work: 24, rate: 2.4, highlights: ['阶梯租金优惠'] },
  { number: 'C座-0102', title: '研发实验用房', kind: 'lab', area: 420, work: 30, rate: 2.6, highlights: ['可办理实验室环评'] },
  { number: 'C座-0306', title: '研发办公一体空间', kind: 'office', area: 260, work: 32, rate: 2.6, highlights: ['货梯直达'] },
  { number: 'C座-0701', title: '精装办公室', kind: 'office', area: 198, work: 25, rate: 2.6, highlights: ['精装修'] },
  { number: 'D座-0102', title: '标准化研发厂房', kind: 'plant', area: 960, work: 50, rate: 1.5, highlights: ['层高6米'] },
  { number: 'A座-1305', title: '精装办公室', kind: 'office', area: 132, work: 16, rate: 3.0, highlights: ['南向'] },
  { number: 'B座-0509', title: '加速器办公室', kind: 'office', area: 120, work: 15, rate: 2.4, highlights: ['阶梯租金优惠'] },
];
