export const TRAIN_CATEGORIES = ['创业辅导', '政策解读', '技能提升', '管理赋能', '路演沙龙'] as const;

export type TrainSeed = {
  category: (typeof TRAIN_CATEGORIES)[number];
  name: string;
  /** Days from the day of seeding (negative: already held), and the park-time start. */
  day: number;
  time: string;
  address: string;
  domain: string;
  intro: string;
  agenda: string[];
  consultations: number;
};

const HALL = '园区服务中心2楼路演厅';
const ROOM = '园区服务中心3楼培训室';
const CAFE = 'B座1楼创业咖啡';

/** Training activities, spread over the past two months and the coming six weeks. */
export const TRAIN_ITEMS: TrainSeed[] = [
  { category: '创业辅导', name: '创业第一课：从想法到公司', day: -52, time: '14:00', address: ROOM, domain: '初创团队', consultations: 34,
    intro: '面向准备创业和刚刚创业的团队，系统讲解商业模式设计与公司设立要点。', agenda: ['商业模式画布', '公司设立与股权安排', '初创期常见法律风险'] },
  { category: '政策解读', name: '2026年高新技术企业认定政策解读会', day: -45, time: '09:30', address: HALL, domain: '科技型企业', consultations: 58,
    intro: '邀请资深评审专家解读高新技术企业认定条件和常见问题。', agenda: ['认定条件逐条解读', '研发费用归集要点', '材料编写常见问题'] },
  { category: '技能提升', name: 'Python数据分析实训营（第6期）', day: -38, time: '13:30', address: ROOM, domain: '数据分析', consultations: 27,
    intro: '为期两天的实训课程，帮助企业员工掌握数据清洗、分析与可视化技能。', agenda: ['数据清洗与处理', '统计分析方法', '可视化报表制作'] },
  { category: '管理赋能', name: '科技企业股权激励设计工作坊', day: -31, time: '14:00', address: HALL, domain: '企业管理者', consultations: 22,
    intro: '通过案例拆解，讲解不同发展阶段科技企业的股权激励方案设计。', agenda: ['股权激励常见模式', '激励对象与额度确定', '税务处理要点'] },
  { category: '路演沙龙', name: '人工智能专场投融资路演', day: -24, time: '14:00', address: HALL, domain: '人工智能', consultations: 41,
    intro: '6个人工智能项目现场路演，10家投资机构现场点评。', agenda: ['项目路演', '投资人点评', '自由交流'] },
  { category: '政策解读', name: '研发费用加计扣除政策专题培训', day: -17, time: '09:30', address: ROOM, domain: '财务人员', consultations: 36,
    intro: '由税务专家讲解研发费用加计扣除最新政策与申报实务。', agenda: ['政策要点', '研发活动判定', '申报实务与案例'] },
  { category: '技能提升', name: '知识产权工程师实务培训', day: -10, time: '09:00', address: ROOM, domain: '研发与法务人员', consultations: 19,
    intro: '面向企业研发和知识产权管理人员，讲解专利挖掘与布局实务。', agenda: ['专利挖掘方法', '技术交底书撰写', '专利布局策略'] },
  { category: '创业辅导', name: '创业导师一对一诊断日', day: -3, time: '13:30', address: CAFE, domain: '在孵企业', consultations: 25,
    intro: '8位创业导师现场坐诊，为在孵企业提供一对一诊断辅导。', agenda: ['企业发展问题诊断', '融资策略建议', '后续跟踪辅导安排'] },
  { category: '管理赋能', name: '中小企业数字化转型实践分享', day: 4, time: '14:00', address: HALL, domain: '企业管理者', consultations: 17,
    intro: '邀请已完成数字化改造的园区企业分享实践经验。', agenda: ['数字化转型路径', '典型案例分享', '补助政策解读'] },
  { category: '路演沙龙', name: '集成电路产业链对接沙龙', day: 9, time: '14:30', address: CAFE, domain: '集成电路', consultations: 21,
    intro: '芯片设计、制造、封测企业面对面交流，促进产业链上下游合作。', agenda: ['产业趋势分享', '企业需求发布', '供需对接'] },
  { category: '技能提升', name: '新媒体运营与短视频营销实战', day: 15, time: '13:30', address: ROOM, domain: '市场营销人员', consultations: 29,
    intro: '帮助企业市场人员掌握新媒体运营和短视频内容策划技巧。', agenda: ['账号定位与内容策划', '短视频拍摄剪辑', '数据复盘'] },
  { category: '政策解读', name: '2027年度惠企政策申报预告会', day: 22, time: '09:30', address: HALL, domain: '全体入驻企业', consultations: 12,
    intro: '提前解读2027年度园区重点惠企政策方向和申报安排。', agenda: ['年度政策方向', '申报时间安排', '现场答疑'] },
  { category: '创业辅导', name: '大学生创业训练营', day: 30, time: '09:00', address: ROOM, domain: '高校毕业生', consultations: 15,
    intro: '为期三天的创业训练营，涵盖市场调研、产品设计和路演技巧。', agenda: ['市场调研方法', '最小可行产品设计', '路演技巧训练'] },
  { category: '路演沙龙', name: '生物医药专场投融资路演', day: 38, time: '14:00', address: HALL, domain: '生物医药', consultations: 8,
    intro: '5个生物医药项目现场路演，邀请专业医疗投资机构点评。', agenda: ['项目路演', '投资人点评', '一对一交流'] },
];
