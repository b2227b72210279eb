/**
 * Consultations and service requests (feedback) of the demo companies. `ago` is days before
 * the day of seeding; `item` is the position of the item consulted in its seeded list (0-based).
 */
export type ConsultationSeed = {
  company: string;
  type: 1 | 2 | 3 | 4 | 5 | 6;
  item: number;
  content: string;
  ago: number;
  reply?: string;
};

export const CONSULTATIONS: ConsultationSeed[] = [
  { company: 'hanxin', type: 1, item: 0, ago: 40, content: '我司计划下月进行一批晶圆测试，约200片，想了解排期和收费标准。',
    reply: '已安排平台工程师联系，测试排期为下月第二周，收费按平台标准价执行并可使用创新券抵扣。' },
  { company: 'hanxin', type: 5, item: 1, ago: 26, content: '咨询科创信用贷的授信额度和所需材料，公司近两年营收增长较快。',
    reply: '已推荐合作银行客户经理对接，需提供近两年财务报表和纳税证明。' },
  { company: 'hanxin', type: 3, item: 3, ago: 12, content: '公司扩招研发人员，希望在A座高区再租用400平方米左右办公室，请推荐房源。' },
  { company: 'hanxin', type: 2, item: 13, ago: 5, content: '有三项发明专利准备提交，想走预审快速通道，请问需要什么条件？' },
  { company: 'yuntu', type: 4, item: 4, ago: 30, content: '想报名人工智能专场路演，我们正在进行A轮融资。',
    reply: '已为贵司预留路演名额，请在活动前一周提交路演材料。' },
  { company: 'yuntu', type: 2, item: 18, ago: 8, content: '请帮我们匹配一下今年还能申报的政策，企业已是高新技术企业。' },
  { company: 'shenlan', type: 1, item: 3, ago: 21, content: '需要做一批原料药的杂质分析，是否可以出具CMA报告？',
    reply: '检测平台具备相应资质，可出具CMA报告，已将报价单发送至您的邮箱。' },
  { company: 'shuheng', type: 3, item: 0, ago: 3, content: '现有办公室不够用，想了解A座12层1203室的租金和最早入驻时间。' },
  { company: 'anheng', type: 5, item: 11, ago: 18, content: '在孵企业申请孵化器种子资金需要满足什么条件？',
    reply: '在孵满6个月且未获外部股权投资即可申请，请于每季度首月提交申请材料。' },
  { company: 'zhizao', type: 6, item: 0, ago: 14, content: '希望与园区集成电路企业交流，寻找电机驱动芯片的国产替代方案。',
    reply: '已向瀚芯微电子转达合作意向，双方将于下周安排技术交流。' },
  { company: 'guangnian', type: 4, item: 10, ago: 2, content: '新媒体运营培训还有名额吗？我们想报3个人。' },
  { company: 'jice', type: 1, item: 4, ago: 35, content: '传感器模组准备做CE认证，想先在园区实验室做一次电磁兼容预测试。',
    reply: '已预约本月25日上午的暗室时段，请携带样品和测试计划到场。' },
  { company: 'lingxi', type: 5, item: 5, ago: 6, content: '公司计划参加下一期股权融资路演，请问如何报名？' },
  { company: 'xinshijie', type: 2, item: 2, ago: 1, content: '公司准备把注册地址迁入园区，需要办理哪些变更手续？' },
  // Left unanswered for 82 days: the inbox flags it 临近三个月未答复 (the inspection line, shared/inbox/rules.ts).
  { company: 'lvneng', type: 1, item: 2, ago: 82, content: '储能电池包需要做一次热失控测试，园区平台能否承接？大约需要多长时间？' },
  // From applicants whose companies are still under review: they read the answers on /my_question too.
  { company: 'weiguang', type: 3, item: 2, ago: 4, content: '入驻审核期间想先看看众创空间的工位，能否预约下周看房？' },
  { company: 'maike', type: 6, item: 0, ago: 9, content: '我们做电子级功能材料，希望与园区集成电路企业交流合作。',
    reply: '已将贵司介绍转交瀚芯微电子，对方市场部将与您电话联系。' },
];

export type FeedbackSeed = {
  company: string;
  title: string;
  content: string;
  files: string[];
  ago: number;
  /** The 平台反馈; with it the request is 已完成 unless `done` is false (answered, still being handled). */
  remark?: string;
  done?: boolean;
};

const PHOTO = '/demo/feedback/repair-photo.svg';

export const FEEDBACK: FeedbackSeed[] = [
  { company: 'hanxin', title: '1601室空调不制冷', content: '1601室东侧两台空调内机开机后不制冷，已持续两天，请安排维修。', files: [PHOTO], ago: 48,
    remark: '已更换空调内机电容，恢复正常制冷，感谢反馈。' },
  { company: 'hanxin', title: '借用路演厅', content: '会议名称：新产品发布会；时间：下周四14:00；时长：3小时；约80人参加。', files: [], ago: 35,
    remark: '已为贵司预留路演厅，请提前1小时到场调试设备。' },
  { company: 'hanxin', title: '申请增开门禁卡', content: '新入职员工12人，需要增开A座门禁卡12张。', files: [], ago: 27, remark: '门禁卡已制作完成，请到物业服务中心领取。' },
  { company: 'hanxin', title: '1602室卫生间漏水', content: '1602室男卫洗手台下方水管渗水，地面有积水。', files: [PHOTO, '/demo/feedback/repair-detail.svg'], ago: 19,
    remark: '已更换角阀和软管，渗水问题已解决。' },
  { company: 'hanxin', title: '申请开具租金发票', content: '请开具第三季度A座1601、1602室租金发票，抬头为公司全称。', files: [], ago: 11, remark: '发票已开具并寄出。' },
  { company: 'hanxin', title: '借用3楼培训室', content: '会议名称：新员工入职培训；时间：本周五9:00；时长：全天；约20人。', files: [], ago: 4 },
  { company: 'hanxin', title: '1603室门锁损坏', content: '1603室门锁无法反锁，钥匙转动困难。', files: ['/demo/feedback/repair-detail.svg'], ago: 2,
    remark: '已登记维修，锁芯配件明天到货后上门更换。', done: false },
  { company: 'hanxin', title: '走廊灯具损坏', content: '16层东侧走廊有3盏吸顶灯不亮。', files: [PHOTO], ago: 1 },
  { company: 'yuntu', title: '借用会议室', content: '会议名称：客户技术交流会；时间：下周二10:00；时长：2小时；约12人。', files: [], ago: 9,
    remark: '已预约A座9层会议室。' },
  { company: 'shenlan', title: '实验室排风噪音大', content: '实验室通风橱排风机运行噪音明显增大，请检查。', files: [PHOTO], ago: 6 },
  { company: 'zhizao', title: '申请延长货梯使用时间', content: '周末需要搬运设备，申请周六8:00至18:00使用D座货梯。', files: [], ago: 15,
    remark: '已与物业确认，周六货梯专人值守。' },
  { company: 'anheng', title: '申请增加地面停车位', content: '公司新增两辆公务车，申请在C座北侧地面增租两个固定车位。', files: [], ago: 80 },
  { company: 'guangnian', title: '网络经常断线', content: '办公室网络下午时段经常断线，影响视频渲染上传。', files: [], ago: 3 },
  { company: 'jice', title: '申请安装企业标识牌', content: '希望在B座7层电梯厅安装公司标识牌，尺寸约60厘米×40厘米。', files: ['/demo/feedback/sign-draft.svg'], ago: 22,
    remark: '标识牌已按园区统一样式安装完成。' },
];
